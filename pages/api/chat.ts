import { relayApiRequest } from "@/lib/bff/node-relay";

/**
 * GET /api/chat, the chat reply stream, relayed by the BFF with Node's own response (lib/bff/node-relay.ts) so its
 * events skip Next's web-stream pipe; every other /api path is the App Router catch-all, app/api/[...path].
 * The body is the backend's business (not parsed here) and an event stream has no size limit.
 */
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };

export default relayApiRequest;
