import "server-only";
import { ContractError } from "@/lib/contract";
import type { BackendDeps } from "../deps";
import { type CallRouter, mount } from "../http/mount";
import { checkHealth, tickStream } from "../services/health/diagnostics";

/** Health for load balancers and Playwright's webServer, and a diagnostic event stream. */
export function mountHealthCalls(api: CallRouter, { db, config }: BackendDeps) {
  mount(api, "health.get", () => checkHealth(db), {
    failureOf: (health) => (health.db === "up" ? undefined : new ContractError(503, "Database unreachable")),
  });
  mount(api, "health.stream", ({ query }) => tickStream(query.count, query.interval), {
    // Anyone may open one, so the number open at once is capped for everyone together.
    streamSlot: () => ({ key: "health-stream", limit: config.HEALTH_STREAMS_MAX }),
  });
}
