import "server-only";
import path from "node:path";
import { z } from "zod";

/**
 * The embedded backend's settings, read once from the environment and validated (DESIGN §4). Every name here is
 * listed in .env.example with its default. Invalid settings stop the start with a message naming the setting.
 */
const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const booleanFlag = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0", "on", "off", ""])
    .optional()
    .transform((value) => (value === undefined || value === "" ? fallback : ["true", "1", "on"].includes(value)));

const backendEnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  APP_URL: z.url().default("http://localhost:3000"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: optionalText,
  BACKEND_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  /** Loopback by default: expose the standalone backend only on purpose. */
  BACKEND_HOST: z.string().default("127.0.0.1"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SMTP_URL: optionalText,
  MAIL_FROM: z.string().default("Research Co-Scientist <no-reply@localhost>"),
  LLM_PROVIDER: z.enum(["openai", "anthropic", "google", "openai-compatible"]).default("openai-compatible"),
  LLM_BASE_URL: optionalText,
  LLM_API_KEY: optionalText,
  LLM_MODEL: optionalText,
  LLM_LITE_MODEL: optionalText,
  ARXIV_API_URL: z.url().default("http://export.arxiv.org/api/query"),
  OPENALEX_API_URL: z.url().default("https://api.openalex.org"),
  SEMANTIC_SCHOLAR_API_URL: z.url().default("https://api.semanticscholar.org/graph/v1"),
  GITHUB_API_URL: z.url().default("https://api.github.com"),
  STORAGE_DRIVER: z.enum(["local", "s3"]).default("local"),
  WHITELIST_MODE: booleanFlag(false),
  WHITELIST: z.string().default(""),
  RUN_WORKERS: booleanFlag(true),
  /** Trust X-Forwarded-For from the BFF in front; off when the backend port is exposed directly. */
  TRUST_PROXY: booleanFlag(true),
});

export type BackendConfig = ReturnType<typeof readBackendConfig>;

export function readBackendConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = backendEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid backend settings (see .env.example):\n  ${problems.join("\n  ")}`);
  }
  const settings = parsed.data;
  return { ...settings, DATA_DIR: path.resolve(settings.DATA_DIR) };
}

let cached: BackendConfig | undefined;

/** The process-wide settings; tests build their own with readBackendConfig(env). */
export function backendConfig(): BackendConfig {
  cached ??= readBackendConfig();
  return cached;
}
