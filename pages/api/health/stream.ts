import { relayApiRequest } from "@/lib/bff/node-relay";

/**
 * GET /api/health/stream (health.stream), the diagnostic event stream: a Pages door of the BFF like
 * pages/api/chat.ts (lib/bff/node-relay.ts says why). Next reads `config` from each page's own source, so it is
 * written out here rather than imported.
 */
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };

export default relayApiRequest;
