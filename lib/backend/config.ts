import "server-only";
import path from "node:path";
import { z } from "zod";
import { localAppUrl } from "@/lib/domain/site/local-app-url";
import { sandboxEnvShape } from "./sandbox/sandbox-settings";
import { creditEnvShape } from "./services/credit/credit-settings";
import { feedEnvShape } from "./services/feed/feed-settings";
import { paymentEnvShape } from "./services/credit/payment-settings";

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
  /** Unset: http://localhost:$PORT (lib/domain/site/local-app-url.ts). */
  APP_URL: z.url().optional(),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: optionalText,
  BACKEND_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  /** Loopback by default: expose the standalone backend only on purpose. */
  BACKEND_HOST: z.string().default("127.0.0.1"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SMTP_URL: optionalText.refine((value) => value === undefined || /^smtps?:\/\/[^/]/.test(value), {
    error: "must be an smtp:// or smtps:// URL, e.g. smtp://user:password@mail.example.org:587",
  }),
  MAIL_FROM: z.string().default("Research Co-Scientist <no-reply@localhost>"),
  /**
   * The dev outbox ($DATA_DIR/outbox/*.eml) when SMTP_URL is unset. Outside production it is the default; in
   * production it must be asked for, so a forgotten SMTP_URL cannot quietly keep sign-up codes on the server.
   */
  MAIL_OUTBOX: booleanFlag(false),
  LLM_PROVIDER: z.enum(["openai", "anthropic", "google", "openai-compatible"]).default("openai-compatible"),
  LLM_BASE_URL: optionalText,
  LLM_API_KEY: optionalText,
  LLM_MODEL: optionalText,
  LLM_LITE_MODEL: optionalText,
  /** Optional per-agent models: `deepSurvey=model-a,notebook=model-b` (canonical agent ids). */
  LLM_AGENT_MODELS: optionalText,
  ARXIV_API_URL: z.url().default("http://export.arxiv.org/api/query"),
  /** Where an arXiv paper's PDF is downloaded from (`/<arXiv id>` is appended) when its full text is read. */
  ARXIV_PDF_URL: z.url().default("https://arxiv.org/pdf"),
  OPENALEX_API_URL: z.url().default("https://api.openalex.org"),
  SEMANTIC_SCHOLAR_API_URL: z.url().default("https://api.semanticscholar.org/graph/v1"),
  GITHUB_API_URL: z.url().default("https://api.github.com"),
  /** Optional: a Semantic Scholar key raises its shared anonymous rate limit to a per-key one. */
  SEMANTIC_SCHOLAR_API_KEY: optionalText,
  /** Optional: a GitHub token raises repository search from 10 to 30 requests a minute. */
  GITHUB_TOKEN: optionalText,
  /** Optional: an email sent with OpenAlex calls puts them in its faster "polite pool". */
  OPENALEX_MAILTO: optionalText,
  /** Time allowed for each call to a paper source (and each PDF download). */
  PAPER_SOURCE_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  /**
   * Origins (`http://127.0.0.1:4567`, comma-separated) the guarded fetch of links found in data lets through
   * although they are private or on other ports than 80/443: only for tests whose fake sources listen on loopback.
   */
  FETCH_EXEMPT_ORIGINS: z
    .string()
    .default("")
    .transform((value) => value.split(",").map((entry) => entry.trim()).filter((entry) => entry !== ""))
    .pipe(z.array(z.url().transform((entry) => new URL(entry).origin))),
  /** Limits of reading one PDF's text (in a worker thread): its time, its heap and the pages read. */
  PDF_TEXT_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  PDF_TEXT_MEMORY_MB: z.coerce.number().int().min(32).default(256),
  PDF_TEXT_MAX_PAGES: z.coerce.number().int().min(1).default(300),
  /** Spacing between two arXiv API calls from this process (arXiv asks for one request per 3 s). */
  ARXIV_MIN_INTERVAL_MS: z.coerce.number().int().min(0).default(3000),
  /** GitHub's web base: the backend exchanges a sign-in `code` at `/login/oauth/access_token` there. */
  GITHUB_OAUTH_URL: z.url().default("https://github.com"),
  GITHUB_CLIENT_ID: optionalText,
  GITHUB_CLIENT_SECRET: optionalText,
  /** Where a Google access token is checked (OpenID Connect userinfo). */
  GOOGLE_USERINFO_URL: z.url().default("https://www.googleapis.com/oauth2/v3/userinfo"),
  /** Where a Google access token's audience is checked: it must have been issued to GOOGLE_CLIENT_ID. */
  GOOGLE_TOKENINFO_URL: z.url().default("https://oauth2.googleapis.com/tokeninfo"),
  /** The Google OAuth client (shared with the BFF); unset = Google tokens are refused, none can be checked. */
  GOOGLE_CLIENT_ID: optionalText,
  /** Time allowed for each call to a sign-in provider. */
  PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /** Failed logins one client may make on one account before each further failure doubles its wait. */
  LOGIN_FREE_FAILURES: z.coerce.number().int().min(1).default(5),
  /** The longest wait the failed-login back-off imposes on one client for one account. */
  LOGIN_BACKOFF_MAX_SECONDS: z.coerce.number().int().min(1).default(900),
  /** Failed logins allowed per client IP per hour. */
  RATE_LIMIT_LOGIN_PER_IP: z.coerce.number().int().min(1).default(300),
  /** Seconds between two mailed codes to one address (the sign-in dialog counts down the same 60 s). */
  RATE_LIMIT_CODE_INTERVAL_SECONDS: z.coerce.number().int().min(1).default(60),
  /** Mailed codes per address per hour. */
  RATE_LIMIT_CODES_PER_EMAIL: z.coerce.number().int().min(1).default(5),
  /** Mailed codes per client IP per hour. */
  RATE_LIMIT_CODES_PER_IP: z.coerce.number().int().min(1).default(30),
  /** Chat messages one user may send per minute and per day (each turn costs a model call). */
  CHAT_TURNS_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  CHAT_TURNS_PER_DAY: z.coerce.number().int().min(1).default(2000),
  /** Clone and continue (issue 21) per user per hour: each clone copies stored files, for free. */
  CLONES_PER_HOUR: z.coerce.number().int().min(1).default(20),
  /** Event streams (chat replies, task events) one user may hold open at once, per backend process. */
  SSE_STREAMS_PER_USER: z.coerce.number().int().min(1).default(20),
  /** Diagnostic /health/stream streams open at once per process (anyone may open them). */
  HEALTH_STREAMS_MAX: z.coerce.number().int().min(1).default(50),
  /** Analytics events (/event/track) one client address may post per minute. */
  EVENT_TRACK_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  STORAGE_DRIVER: z.enum(["local", "s3"]).default("local"),
  /** Base of the local driver's signed links (they must reach this backend, through the BFF); APP_URL when unset. */
  STORAGE_PUBLIC_URL: optionalText.pipe(z.url().optional()),
  /** Key of the local driver's link signatures; unset = generated into $DATA_DIR/storage-secret. */
  STORAGE_SECRET: optionalText,
  STORAGE_UPLOAD_URL_TTL_SECONDS: z.coerce.number().int().min(1).default(3600),
  STORAGE_DOWNLOAD_URL_TTL_SECONDS: z.coerce.number().int().min(1).default(600),
  /** Each user's storage: bytes and files kept (uploaded or being uploaded); past it, upload slots are refused. */
  STORAGE_QUOTA_BYTES: z.coerce.number().int().min(0).default(5 * 1024 ** 3),
  STORAGE_QUOTA_FILES: z.coerce.number().int().min(0).default(10_000),
  /** How often upload slots left unused past their URL's life (and stale half-written uploads) are cleared. */
  STORAGE_SWEEP_SECONDS: z.coerce.number().min(1).default(600),
  /** S3-compatible endpoint (MinIO, R2, s3rver); unset = AWS for S3_REGION. */
  S3_ENDPOINT: optionalText.pipe(z.url().optional()),
  S3_BUCKET: optionalText,
  S3_REGION: z.string().trim().min(1).default("us-east-1"),
  /** Unset = the AWS default credential chain (environment, profile, instance role). */
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** Path-style URLs (http://endpoint/bucket/key); unset = on when S3_ENDPOINT is set, off for AWS. */
  S3_FORCE_PATH_STYLE: z.enum(["true", "false", "1", "0", "on", "off", ""]).optional(),
  WHITELIST_MODE: booleanFlag(false),
  WHITELIST: z.string().default(""),
  /** The address the private-beta notice tells non-listed visitors to write to. */
  WHITELIST_NOTICE_CONTACT: z.string().trim().default("beta@example.org"),
  RUN_WORKERS: booleanFlag(true),
  /** Tasks one worker process runs at once; they mostly wait on the model, so a handful per core is fine. */
  TASK_WORKER_CONCURRENCY: z.coerce.number().int().min(1).default(8),
  /** Wall time of one task, across restarts; past it the task ends as an error. */
  TASK_MAX_SECONDS: z.coerce.number().int().min(1).default(4 * 3600),
  /** Steps (model turns and tool results) one task may append. */
  TASK_MAX_STEPS: z.coerce.number().int().min(2).default(400),
  /**
   * A running task's lease: renewed every second by its worker; a worker that died leaves it to expire, and the
   * sweep (every TASK_SWEEP_SECONDS) hands the task to another worker. Lease + sweep bound the pick-up time.
   */
  TASK_LEASE_SECONDS: z.coerce.number().min(1).default(45),
  TASK_SWEEP_SECONDS: z.coerce.number().min(0.2).default(30),
  /** How long pg-boss waits between polls of the queue when idle (new tasks in this process wake it at once). */
  TASK_POLL_SECONDS: z.coerce.number().min(0.5).default(2),
  /** A chat reply still processing this long after its turn began was cut by a process that died: marked failed. */
  CHAT_REPLY_STALE_SECONDS: z.coerce.number().min(1).default(120),
  /**
   * The standalone backend (`npm run backend`) trusts X-Forwarded-For only when told a BFF is in front; off, its
   * limits count the socket's address. The embedded backend is reached in-process by the BFF alone and always
   * takes the BFF's address (lib/backend/http/auth.ts).
   */
  TRUST_PROXY: booleanFlag(false),
  ...sandboxEnvShape,
  ...creditEnvShape,
  ...paymentEnvShape,
  ...feedEnvShape,
});

export type BackendConfig = ReturnType<typeof readBackendConfig>;

const logEnvSchema = backendEnvSchema.pick({ NODE_ENV: true }).extend({ LOG_LEVEL: backendEnvSchema.shape.LOG_LEVEL.unwrap().optional() });

/**
 * The logger's level, read apart from the other settings because the logger exists before they are read (and must
 * still log when they are invalid). Tests run silent unless LOG_LEVEL says otherwise.
 */
export function logLevel(env: NodeJS.ProcessEnv = process.env) {
  const { NODE_ENV, LOG_LEVEL } = logEnvSchema.parse(env);
  return LOG_LEVEL ?? (NODE_ENV === "test" ? "silent" : "info");
}

export function readBackendConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = backendEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid backend settings (see .env.example):\n  ${problems.join("\n  ")}`);
  }
  const settings = parsed.data;
  if (settings.STORAGE_DRIVER === "s3" && !settings.S3_BUCKET) {
    throw new Error("Invalid backend settings (see .env.example):\n  S3_BUCKET: required when STORAGE_DRIVER=s3");
  }
  if (settings.NODE_ENV === "production" && !settings.SMTP_URL && !settings.MAIL_OUTBOX) {
    throw new Error(
      "Invalid backend settings (see .env.example):\n  SMTP_URL: required in production; set MAIL_OUTBOX=1 to keep mail in $DATA_DIR/outbox instead",
    );
  }
  const forcePathStyle = settings.S3_FORCE_PATH_STYLE;
  const appUrl = settings.APP_URL ?? localAppUrl(env.PORT);
  return {
    ...settings,
    APP_URL: appUrl,
    DATA_DIR: path.resolve(settings.DATA_DIR),
    STORAGE_PUBLIC_URL: (settings.STORAGE_PUBLIC_URL ?? appUrl).replace(/(?<!\/)\/+$/, ""),
    S3_FORCE_PATH_STYLE:
      forcePathStyle === undefined || forcePathStyle === "" ? settings.S3_ENDPOINT !== undefined : ["true", "1", "on"].includes(forcePathStyle),
  };
}

let cached: BackendConfig | undefined;

/** The process-wide settings; tests build their own with readBackendConfig(env). */
export function backendConfig(): BackendConfig {
  cached ??= readBackendConfig();
  return cached;
}
