import "server-only";
import { createGoogleGenerativeAI } from "@ai-sdk/google";
import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { type EmbeddingModel, embedMany } from "ai";
import type { BackendConfig } from "../../config";

/**
 * Optional embeddings for the 'my' feed (LLM_EMBEDDING_MODEL): papers are embedded when ingested, a profile when
 * saved, both scaled to unit length so PostgreSQL ranks by a plain dot product (the cosine) over `real[]` columns,
 * without pgvector. The provider is LLM_PROVIDER's, as for the language models (llm/models.ts); anthropic offers
 * no embeddings, so there the setting is ignored.
 */
type EmbeddingConfig = Pick<BackendConfig, "LLM_PROVIDER" | "LLM_BASE_URL" | "LLM_API_KEY" | "LLM_EMBEDDING_MODEL" | "PAPER_SOURCE_TIMEOUT_MS">;

export type Embedder = (texts: readonly string[], signal?: AbortSignal) => Promise<number[][]>;

/** Each text is cut here: an abstract fits whole, a profile's long PDF text does not need to. */
const MAX_EMBEDDED_CHARS = 8000;

export function embedderFor(config: EmbeddingConfig): Embedder | undefined {
  const model = embeddingModel(config);
  if (!model) return undefined;
  return async (texts, signal) => {
    if (texts.length === 0) return [];
    const timeout = AbortSignal.timeout(config.PAPER_SOURCE_TIMEOUT_MS * 4);
    const { embeddings } = await embedMany({
      model,
      values: texts.map((text) => text.slice(0, MAX_EMBEDDED_CHARS)),
      maxRetries: 1,
      abortSignal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    return embeddings.map(unitLength);
  };
}

function embeddingModel(config: EmbeddingConfig): EmbeddingModel | undefined {
  const { LLM_API_KEY: apiKey, LLM_BASE_URL: baseURL, LLM_EMBEDDING_MODEL: modelId } = config;
  if (!modelId) return undefined;
  switch (config.LLM_PROVIDER) {
    case "openai":
      return createOpenAI({ apiKey, baseURL }).embeddingModel(modelId);
    case "google":
      return createGoogleGenerativeAI({ apiKey, baseURL }).embeddingModel(modelId);
    case "openai-compatible":
      return createOpenAICompatible({ name: "llm", baseURL: baseURL ?? "", apiKey }).embeddingModel(modelId);
    case "anthropic":
      return undefined;
  }
}

function unitLength(vector: readonly number[]): number[] {
  const norm = Math.hypot(...vector);
  return norm === 0 ? [...vector] : vector.map((value) => value / norm);
}

/** A vector as a PostgreSQL array literal, for a `::real[]` parameter. */
export function realArray(vector: readonly number[]): string {
  return `{${vector.map((value) => (Number.isFinite(value) ? value : 0)).join(",")}}`;
}
