import "server-only";
import { IncomingMessage, ServerResponse } from "node:http";
import type { Context } from "hono";

/**
 * Node's own request and response behind a Hono call, when a Node server delivered it: @hono/node-server (the
 * standalone backend) puts both in `env`, the BFF's chat relay the response. In-process calls (app.fetch) have none.
 */
export type NodeEnv = { incoming?: IncomingMessage; outgoing?: ServerResponse };

export function nodeEnvOf(c: Context): NodeEnv {
  const env: unknown = c.env;
  if (typeof env !== "object" || env === null) return {};
  const incoming = "incoming" in env && env.incoming instanceof IncomingMessage ? env.incoming : undefined;
  const outgoing = "outgoing" in env && env.outgoing instanceof ServerResponse ? env.outgoing : undefined;
  return { incoming, outgoing };
}
