import { describe, expect, it } from "vitest";
import { loadAnswerReading, loadInGroups } from "@/lib/client/api/load-answer-reading";

describe("loading the contract's schemas in groups", () => {
  it("yields to the browser after each group, in order, then loads the last module", async () => {
    const steps: string[] = [];
    const load = loadInGroups(
      ["a", "b"].map((name) => async () => void steps.push(name)),
      async () => {
        steps.push("last");
        return "reading";
      },
      async () => void steps.push("yield"),
    );
    await expect(load()).resolves.toBe("reading");
    expect(steps).toEqual(["a", "yield", "b", "yield", "last"]);
  });

  it("loads once for callers that ask together or later", async () => {
    let loads = 0;
    const load = loadInGroups([], async () => ++loads, async () => undefined);
    const [first, second] = await Promise.all([load(), load()]);
    await load();
    expect([first, second, loads]).toEqual([1, 1, 1]);
  });

  it("tries again after a lost chunk instead of remembering the failure", async () => {
    let attempts = 0;
    const load = loadInGroups(
      [
        async () => {
          attempts += 1;
          if (attempts === 1) throw new Error("Failed to load chunk");
        },
      ],
      async () => "reading",
      async () => undefined,
    );
    await expect(load()).rejects.toThrow("Failed to load chunk");
    await expect(load()).resolves.toBe("reading");
    expect(attempts).toBe(2);
  });

  it("reaches the contract's call table through the real groups", async () => {
    const reading = await loadAnswerReading();
    expect(reading.callDefinition("chatSession.list").method).toBe("GET");
  });
});
