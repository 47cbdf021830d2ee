import { describe, expect, it } from "vitest";
import { queueErrorFields } from "@/lib/backend/task-runtime/queue-error";

// The task queue's error log line: what went wrong and where, never the objects the error came with.
describe("queueErrorFields", () => {
  it("keeps a worker failure's message, code, queue and worker, and drops the connection it carried", () => {
    const spread = {
      ...Object.assign(new Error("Connection terminated unexpectedly"), { code: "57P01", client: { password: "secret", connectionParameters: {} } }),
      message: "Connection terminated unexpectedly",
      stack: "Error: Connection terminated unexpectedly\n    at x",
      queue: "task-run",
      worker: "w-1",
    };
    expect(queueErrorFields(spread)).toEqual({
      message: "Connection terminated unexpectedly",
      code: "57P01",
      queue: "task-run",
      worker: "w-1",
      stack: "Error: Connection terminated unexpectedly\n    at x",
    });
  });

  it("reads an error's message and stack, which are not enumerable", () => {
    const fields = queueErrorFields(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED", port: 5432 }));
    expect(fields.message).toBe("connect ECONNREFUSED 127.0.0.1:5432");
    expect(fields.code).toBe("ECONNREFUSED");
    expect(fields.stack).toMatch(/^Error: connect ECONNREFUSED/);
    expect(Object.keys(fields).sort()).toEqual(["code", "message", "stack"]);
  });

  it("says what was thrown when it was not an object", () => {
    expect(queueErrorFields("pool is closed")).toEqual({ message: "pool is closed" });
    expect(queueErrorFields(undefined)).toEqual({ message: "undefined" });
  });
});
