import "server-only";
import { createAnthropic } from "@ai-sdk/anthropic";
import { createGoogleGenerativeAI } from "@ai-sdk/google";
import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModel } from "ai";
import { ContractError } from "@/lib/contract";
import { ResultCode } from "@/lib/contract/codes";
import type { BackendConfig } from "../config";
import type { ChatCompletionsEndpoint } from "./chat-completions";

/**
 * The one place a language model is made (DESIGN §3 "LLM"): the provider chosen by LLM_PROVIDER, a main and a
 * lite model, optional per-agent models, and the contract's `model_override` (spec §7: Deep Search gets a lite
 * flash model, Notebook and Idea agents a lite pro model) mapped onto those settings.
 */
export type ModelSettings = Pick<
  BackendConfig,
  "LLM_PROVIDER" | "LLM_BASE_URL" | "LLM_API_KEY" | "LLM_MODEL" | "LLM_LITE_MODEL" | "LLM_AGENT_MODELS"
>;

export type ModelChoice = { agent?: string; override?: string | null };

export const modelNotConfiguredMessage =
  "No language model is configured. Set LLM_PROVIDER, LLM_BASE_URL, LLM_API_KEY and LLM_MODEL (see .env.example; the README shows a fully local setup with Ollama).";

/** What is missing for the configured provider, or undefined when a model can be made. */
export function missingModelSettings(settings: ModelSettings): string[] {
  const missing: string[] = [];
  if (!settings.LLM_MODEL) missing.push("LLM_MODEL");
  if (settings.LLM_PROVIDER === "openai-compatible" && !settings.LLM_BASE_URL) missing.push("LLM_BASE_URL");
  if (settings.LLM_PROVIDER !== "openai-compatible" && !settings.LLM_API_KEY) missing.push("LLM_API_KEY");
  return missing;
}

/** The model id for a call: a per-agent model, else the lite model for a lite override, else the main one. */
export function modelIdFor(settings: ModelSettings, choice: ModelChoice = {}): string | undefined {
  const perAgent = choice.agent ? parseAgentModels(settings.LLM_AGENT_MODELS).get(choice.agent) : undefined;
  if (perAgent) return perAgent;
  const wantsLite = /lite|flash/i.test(choice.override ?? "");
  return (wantsLite ? settings.LLM_LITE_MODEL : undefined) ?? settings.LLM_MODEL;
}

/**
 * Models made so far, by provider, endpoint, key and model id. A model holds no per-request state, and making one
 * is not free: the OpenAI-compatible model builds its response schemas (compiled parsers, ~100 KB) in its
 * constructor, which every agent turn (and every Anthropic or Google chat reply) would pay again. Few distinct
 * settings ever exist.
 */
const madeModels = new Map<string, LanguageModel>();
const MAX_MADE_MODELS = 32;

export function languageModel(settings: ModelSettings, choice: ModelChoice = {}): LanguageModel {
  const modelId = configuredModelId(settings, choice);
  const key = JSON.stringify([settings.LLM_PROVIDER, settings.LLM_BASE_URL, settings.LLM_API_KEY, modelId]);
  let model = madeModels.get(key);
  if (!model) {
    // Only tests make many settings (a fake server per file); forgetting them all now and then bounds the map.
    if (madeModels.size >= MAX_MADE_MODELS) madeModels.clear();
    model = makeModel(settings, modelId);
    madeModels.set(key, model);
  }
  return model;
}

/**
 * How a chat reply is streamed: OpenAI and OpenAI-compatible servers through the lean chat-completions client
 * (see chat-completions.ts for why), the other providers through their AI SDK model. Throws 5201 when unconfigured.
 */
export type ChatModel = { endpoint: ChatCompletionsEndpoint } | { model: LanguageModel };

export function chatModel(settings: ModelSettings): ChatModel {
  const provider = settings.LLM_PROVIDER;
  if (provider !== "openai" && provider !== "openai-compatible") return { model: languageModel(settings) };
  // openai-compatible always has a base URL here (missingModelSettings requires it); openai may use the default.
  const baseUrl = settings.LLM_BASE_URL ?? OPENAI_BASE_URL;
  return { endpoint: { baseUrl, apiKey: settings.LLM_API_KEY, modelId: configuredModelId(settings, {}) } };
}

/** The AI SDK's own default for the openai provider. */
const OPENAI_BASE_URL = "https://api.openai.com/v1";

function configuredModelId(settings: ModelSettings, choice: ModelChoice): string {
  const modelId = modelIdFor(settings, choice);
  if (missingModelSettings(settings).length > 0 || !modelId) {
    throw new ContractError(ResultCode.modelNotConfigured, modelNotConfiguredMessage, { httpStatus: 503 });
  }
  return modelId;
}

function makeModel(settings: ModelSettings, modelId: string): LanguageModel {
  const { LLM_API_KEY: apiKey, LLM_BASE_URL: baseURL } = settings;
  switch (settings.LLM_PROVIDER) {
    case "openai":
      // .chat(): the chat-completions API; the default would call /v1/responses, which compatible servers lack.
      return createOpenAI({ apiKey, baseURL }).chat(modelId);
    case "anthropic":
      return createAnthropic({ apiKey, baseURL })(modelId);
    case "google":
      return createGoogleGenerativeAI({ apiKey, baseURL })(modelId);
    case "openai-compatible":
      return createOpenAICompatible({ name: "llm", baseURL: baseURL ?? "", apiKey, includeUsage: true }).chatModel(modelId);
  }
}

/** LLM_AGENT_MODELS: `deepSurvey=model-a,notebook=model-b` (canonical agent ids). */
function parseAgentModels(setting: string | undefined): Map<string, string> {
  const models = new Map<string, string>();
  for (const pair of (setting ?? "").split(",")) {
    const [agent, model] = pair.split("=").map((part) => part.trim());
    if (agent && model) models.set(agent, model);
  }
  return models;
}
