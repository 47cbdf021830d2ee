import { describe, expect, it } from "vitest";
import { readBackendConfig } from "@/lib/backend/config";

/**
 * kill -9 during a task is tested for real in tests/api/task/task-recovery.test.ts (a worker killed while its
 * model call is in flight; another resumes the task from its trajectory, every stored step exactly once). What
 * that test shortens for speed is checked here at the defaults: a task whose worker died is picked up again, and a
 * chat reply cut by a dead process stops counting as in progress, within the two minutes issue 13 allows.
 */
const TWO_MINUTES = 120;

describe("recovery bounds at the default settings", () => {
  const config = readBackendConfig({ NODE_ENV: "test" });

  it("a dead worker's task is picked up within two minutes (lease expiry + one sweep)", () => {
    expect(config.TASK_LEASE_SECONDS + config.TASK_SWEEP_SECONDS).toBeLessThanOrEqual(TWO_MINUTES);
  });

  it("a chat reply cut by a dead process is stale after at most two minutes (and marked failed by the next sweep, a minute later at most)", () => {
    expect(config.CHAT_REPLY_STALE_SECONDS).toBeLessThanOrEqual(TWO_MINUTES);
  });
});
