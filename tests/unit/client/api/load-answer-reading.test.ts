import { describe, expect, it } from "vitest";
import { loadAnswerReading, loadInSteps } from "@/lib/client/api/load-answer-reading";

describe("loading the contract's schemas: one download, evaluated in steps", () => {
  it("downloads once, yields, then runs each step with a yield after it, in order, then answers with the last", async () => {
    const steps: string[] = [];
    const load = loadInSteps(
      async () => {
        steps.push("download");
        return {
          steps: ["a", "b"].map((name) => () => void steps.push(name)),
          last: () => {
            steps.push("last");
            return "reading";
          },
        };
      },
      async () => void steps.push("yield"),
    );
    await expect(load()).resolves.toBe("reading");
    expect(steps).toEqual(["download", "yield", "a", "yield", "b", "yield", "last"]);
  });

  it("loads once for callers that ask together or later", async () => {
    let loads = 0;
    const load = loadInSteps(async () => ({ steps: [], last: () => ++loads }), async () => undefined);
    const [first, second] = await Promise.all([load(), load()]);
    await load();
    expect([first, second, loads]).toEqual([1, 1, 1]);
  });

  it("tries again after a lost chunk instead of remembering the failure", async () => {
    let attempts = 0;
    const load = loadInSteps(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error("Failed to load chunk");
      return { steps: [], last: () => "reading" };
    }, async () => undefined);
    await expect(load()).rejects.toThrow("Failed to load chunk");
    await expect(load()).resolves.toBe("reading");
    expect(attempts).toBe(2);
  });

  it("reaches the contract's call table through the steps (the Vitest twin, tests/fixtures/answer-reading-steps.ts)", async () => {
    const reading = await loadAnswerReading();
    expect(reading.callDefinition("chatSession.list").method).toBe("GET");
  });
});
