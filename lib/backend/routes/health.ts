import "server-only";
import { Hono } from "hono";
import { contractCalls } from "@/lib/contract";
import { errorEnvelope } from "@/lib/contract/envelope";
import type { BackendDeps } from "../deps";
import { ok, parseInput } from "../http/respond";
import { sseReaderOf, sseResponse } from "../http/sse";
import { inStreamSlot } from "../http/stream-slots";
import { checkHealth, streamTicks } from "../services/health/diagnostics";

const HEALTH_STREAMS_KEY = "health-stream";

/** GET /health for load balancers and Playwright's webServer; GET /health/stream, a diagnostic SSE stream. */
export function healthRoutes({ db, config }: BackendDeps) {
  return new Hono()
    .get("/health", async (c) => {
      const health = await checkHealth(db);
      return health.db === "up" ? ok(c, health) : c.json({ ...errorEnvelope(503, "Database unreachable"), result: health }, 503);
    })
    .get("/health/stream", (c) => {
      const query = parseInput(contractCalls["health.stream"].query, c.req.query());
      // Anyone may open one, so the number open at once is capped for everyone together.
      return inStreamSlot(HEALTH_STREAMS_KEY, config.HEALTH_STREAMS_MAX, sseReaderOf(c), async (reader) =>
        sseResponse((channel) => streamTicks(channel, query.count, query.interval), reader),
      );
    });
}
