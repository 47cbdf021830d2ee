import { generateText } from "ai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ResultCode } from "@/lib/contract/codes";
import { languageModel, missingModelSettings, modelIdFor, type ModelSettings } from "@/lib/backend/llm/models";
import { startFakeLlm, type FakeLlm } from "../../fixtures/fake-llm";

const base: ModelSettings = {
  LLM_PROVIDER: "openai-compatible",
  LLM_BASE_URL: "http://127.0.0.1:1/v1",
  LLM_API_KEY: undefined,
  LLM_MODEL: "main-model",
  LLM_LITE_MODEL: "lite-model",
  LLM_AGENT_MODELS: "notebook=notebook-model",
};

describe("which settings a provider needs", () => {
  it.each([
    ["a compatible server with base URL and model", base, []],
    ["a compatible server without base URL", { ...base, LLM_BASE_URL: undefined }, ["LLM_BASE_URL"]],
    ["nothing at all", { ...base, LLM_BASE_URL: undefined, LLM_MODEL: undefined }, ["LLM_MODEL", "LLM_BASE_URL"]],
    ["OpenAI without a key", { ...base, LLM_PROVIDER: "openai" as const }, ["LLM_API_KEY"]],
    ["Anthropic with a key", { ...base, LLM_PROVIDER: "anthropic" as const, LLM_API_KEY: "k" }, []],
  ])("%s", (_name, settings, missing) => {
    expect(missingModelSettings(settings)).toEqual(missing);
  });

  it("answers a clear error naming the settings when no model is configured", () => {
    const attempt = () => languageModel({ ...base, LLM_MODEL: undefined });
    expect(attempt).toThrow(/LLM_PROVIDER, LLM_BASE_URL, LLM_API_KEY and LLM_MODEL/);
    try {
      attempt();
    } catch (error) {
      expect(error).toMatchObject({ code: ResultCode.modelNotConfigured });
    }
  });
});

describe("model_override and per-agent models (spec §7)", () => {
  it.each([
    [{}, "main-model"],
    [{ override: "lite flash" }, "lite-model"],
    [{ override: "gemini-2.5-flash-lite" }, "lite-model"],
    [{ override: "pro" }, "main-model"],
    [{ agent: "notebook", override: "lite pro" }, "notebook-model"],
  ])("%o → %s", (choice, expected) => {
    expect(modelIdFor(base, choice)).toBe(expected);
  });

  it("falls back to the main model when no lite model is set", () => {
    expect(modelIdFor({ ...base, LLM_LITE_MODEL: undefined }, { override: "lite flash" })).toBe("main-model");
  });
});

describe("talking to an OpenAI-compatible server", () => {
  let fake: FakeLlm;
  beforeAll(async () => {
    fake = await startFakeLlm({ apiKey: "sk-test", script: () => ({ text: "Transformers attend." }) });
  });
  afterAll(() => fake.close());

  it.each(["openai-compatible", "openai"] as const)("works through the %s provider with the chosen model", async (provider) => {
    const model = languageModel({ ...base, LLM_PROVIDER: provider, LLM_BASE_URL: fake.url, LLM_API_KEY: "sk-test" }, { override: "lite" });
    const { text } = await generateText({ model, prompt: "What do transformers do?", maxRetries: 0 });
    expect(text).toBe("Transformers attend.");
    expect(fake.requests.at(-1)?.body?.model).toBe("lite-model");
    expect(fake.requests.at(-1)?.path).toBe("/v1/chat/completions");
  });
});

describe("making models", () => {
  it("makes each model once and reuses it (a model carries no per-request state, making one is costly)", () => {
    const settings = { ...base, LLM_BASE_URL: "http://127.0.0.1:2/v1" };
    expect(languageModel(settings)).toBe(languageModel({ ...settings }));
    expect(languageModel(settings, { override: "lite" })).not.toBe(languageModel(settings));
    expect(languageModel(settings)).not.toBe(languageModel({ ...settings, LLM_BASE_URL: "http://127.0.0.1:3/v1" }));
  });
});
