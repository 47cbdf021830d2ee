import { describe, expect, it, vi } from "vitest";

/**
 * The task rules read steps with the contract's schemas only once the answer reader has installed them
 * (lib/domain/task/step-schemas.ts); the unit tests' setup installs them as the browser's answer reader does.
 */
describe("step schemas", () => {
  it("refuse a step read before the contract's schemas are installed, and serve it after", async () => {
    vi.resetModules();
    const { installStepSchemas, stepSchemas } = await import("@/lib/domain/task/step-schemas");
    expect(() => stepSchemas()).toThrow("before the contract's schemas were loaded");
    const { parseStepContent } = await import("@/lib/contract/entities/task");
    const { parseTodoToolArgs } = await import("@/lib/contract/entities/trajectory");
    installStepSchemas({ parseStepContent, parseTodoToolArgs });
    expect(stepSchemas().parseTodoToolArgs({ todos: [{ content: "Search", status: "pending" }] })?.todos).toHaveLength(1);
    expect(stepSchemas().parseTodoToolArgs({ todos: "none" })).toBeUndefined();
  });

  it("are what the answer reader installs as it loads", async () => {
    vi.resetModules();
    const { stepSchemas } = await import("@/lib/domain/task/step-schemas");
    await import("@/lib/client/api/answer-reading");
    expect(stepSchemas().parseStepContent("not json")).toEqual({ ok: false, error: "step content is not JSON" });
  });
});
