import { describe, expect, it } from "vitest";
import { readBackendConfig } from "@/lib/backend/config";
import { creditsFor, taskEstimate } from "@/lib/backend/services/credit/pricing";
import { createUsageMeter } from "@/lib/backend/task-runtime/usage-meter";

/** Credit prices from the settings (CREDIT_*), applied to measured use, and the per-agent reservations. */
const settings = (env: Record<string, string> = {}) => readBackendConfig({ NODE_ENV: "test", ...env });
const use = { inputTokens: 0, outputTokens: 0, sandboxMinutes: 0, gpuMinutes: 0 };

describe("credit prices", () => {
  it("charge tokens per million at the default price, sandbox and GPU per minute", () => {
    const prices = settings();
    expect(creditsFor(prices, { ...use, inputTokens: 1_000_000 })).toBe(5);
    expect(creditsFor(prices, { ...use, outputTokens: 100_000 })).toBe(2);
    expect(creditsFor(prices, { ...use, sandboxMinutes: 30 })).toBeCloseTo(3, 10);
    expect(creditsFor(prices, { ...use, gpuMinutes: 50 })).toBe(50);
  });

  it("use a model's own price when CREDIT_MODEL_PRICES names it", () => {
    const prices = settings({ CREDIT_MODEL_PRICES: "big-model=30/60, small-model=0.5/1" });
    expect(creditsFor(prices, { ...use, modelId: "big-model", inputTokens: 1_000_000, outputTokens: 1_000_000 })).toBe(90);
    expect(creditsFor(prices, { ...use, modelId: "other", inputTokens: 1_000_000 })).toBe(5);
  });

  it("refuse a malformed price list at start, naming the setting", () => {
    expect(() => settings({ CREDIT_MODEL_PRICES: "big-model=30" })).toThrow(/CREDIT_MODEL_PRICES/);
    expect(() => settings({ CREDIT_AGENT_ESTIMATES: "deepSurvey=-1" })).toThrow(/CREDIT_AGENT_ESTIMATES/);
  });
});

describe("task estimates", () => {
  it("are spec §9's averages unless configured per agent", () => {
    expect(taskEstimate(settings(), "autoExperiment")).toBe(150);
    expect(taskEstimate(settings(), "deepSurvey")).toBe(2);
    expect(taskEstimate(settings({ CREDIT_AGENT_ESTIMATES: "deepSurvey=4" }), "deepSurvey")).toBe(4);
  });
});

describe("the usage meter", () => {
  it("charges sandbox time between steps only once a sandbox is open, plus each step's tokens", () => {
    let now = 0;
    const meter = createUsageMeter(settings(), "m", () => now);
    now = 600_000;
    expect(meter.stepCredits({ inputTokens: 200_000, outputTokens: 0 })).toBe(1);
    meter.sandboxOpened();
    now += 120_000;
    expect(meter.stepCredits(undefined)).toBeCloseTo(0.2, 10);
    now += 60_000;
    meter.sandboxOpened(); // already open: the clock is not restarted
    expect(meter.stepCredits(undefined)).toBeCloseTo(0.1, 10);
  });
});
