import { relayApiRequest } from "@/lib/bff/node-relay";

/**
 * GET /api/chat (chat.stream), the chat reply stream: one of the contract's event streams, each served by a Pages
 * door like this one so its events are written into Node's response (lib/bff/node-relay.ts says why and what it
 * measured); every other /api path is the App Router catch-all, app/api/[...path].
 * The body is the backend's business (not parsed here) and an event stream has no size limit.
 */
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };

export default relayApiRequest;
