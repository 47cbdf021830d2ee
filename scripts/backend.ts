/**
 * `npm run backend`: the embedded backend alone, over HTTP on BACKEND_PORT, so that an app instance with
 * API_UPSTREAM_URL=http://host:port/api can sit in front of it (that is how the proxy is tested for real).
 */
import { serve } from "@hono/node-server";
import { backendConfig } from "@/lib/backend/config";
import { logger } from "@/lib/backend/logger";
import { stopOnSignals } from "@/lib/backend/process-stop";
import { startBackend } from "@/lib/backend/runtime";

const config = backendConfig();
const runtime = await startBackend(config);
const server = serve({ fetch: runtime.app.fetch, port: config.BACKEND_PORT, hostname: config.BACKEND_HOST }, (info) => {
  // One plain line that scripts and tests wait for, besides the structured log.
  console.log(`backend listening on http://${config.BACKEND_HOST}:${info.port}/api`);
  logger.info({ port: info.port }, "backend listening");
});

stopOnSignals(runtime.close, logger, "backend stopping", () => server.close());
