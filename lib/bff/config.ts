import "server-only";
import { z } from "zod";
import { localAppUrl } from "@/lib/domain/site/local-app-url";
import { parseHostRewrites } from "./host-rewrite";

/**
 * The settings of the BFF and the site (DESIGN §4): the one place on this side that reads `process.env`
 * (tests/unit/architecture/settings-reads.test.ts keeps it so). Server-only: none of them is NEXT_PUBLIC_, so the
 * upstream's address, the rewrite table and the OAuth secrets never reach the browser bundle.
 *
 * The readers, by when a value is read:
 * - bffConfig(): the forwarding settings, validated once on first use;
 * - siteSettings(), authSettings() and sessionKeySource(): the public address, the sign-in settings and the
 *   session key's source, read on each call, as they always were (next-auth's options are built per request,
 *   auth-secret.ts keeps the key it settles on, and tests point one process at several addresses);
 * - isNextBuild(): whether `next build` is running this process;
 * - pointNextAuthAt(): the one write, NEXTAUTH_URL, which next-auth reads itself.
 */
const bffEnvSchema = z.object({
  API_UPSTREAM_URL: z
    .string()
    .trim()
    .transform((value) => (value === "" ? undefined : withoutTrailingSlashes(value)))
    .pipe(z.url().optional())
    .optional(),
  /** Time allowed for the upstream to start answering (spec §9 request timeout); streams may then run longer. */
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).default(300_000),
  STORAGE_HOST_REWRITES: z.string().optional(),
  /** Proxies of ours in front of Next that append to X-Forwarded-For; 0 = clients connect directly (lib/bff/client-ip.ts). */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
});

/** A loop, not /\/+$/: that pattern retries from every slash of a long run (quadratic; eslint-plugin-regexp). */
function withoutTrailingSlashes(value: string): string {
  let end = value.length;
  while (end > 0 && value[end - 1] === "/") end -= 1;
  return value.slice(0, end);
}

export type BffConfig = {
  upstreamUrl: string | undefined;
  upstreamTimeoutMs: number;
  storageHostRewrites: ReturnType<typeof parseHostRewrites>;
  trustedProxyHops: number;
};

export function readBffConfig(env: NodeJS.ProcessEnv = process.env): BffConfig {
  const parsed = bffEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid BFF settings (see .env.example):\n  ${problems.join("\n  ")}`);
  }
  return {
    upstreamUrl: parsed.data.API_UPSTREAM_URL,
    upstreamTimeoutMs: parsed.data.UPSTREAM_TIMEOUT_MS,
    storageHostRewrites: parseHostRewrites(parsed.data.STORAGE_HOST_REWRITES),
    trustedProxyHops: parsed.data.TRUSTED_PROXY_HOPS,
  };
}

let cached: BffConfig | undefined;

export function bffConfig(): BffConfig {
  cached ??= readBffConfig();
  return cached;
}

export type SiteSettings = {
  /**
   * APP_URL as written (or, unset, http://localhost:$PORT), unchecked: pages and headers fall back safely, sign-in
   * (authSettings) refuses a bad one.
   */
  appUrl: string;
  development: boolean;
  /** SHOWCASE_RUNS as written (lib/site/showcase-runs.ts parses it): the landing page's links to shared runs. */
  showcaseRuns: string | undefined;
};

export function siteSettings(): SiteSettings {
  // NODE_ENV is a member read on purpose: Next inlines it per bundle.
  return { appUrl: process.env.APP_URL ?? localAppUrl(process.env.PORT), development: process.env.NODE_ENV === "development", showcaseRuns: process.env.SHOWCASE_RUNS };
}

/**
 * Sign-in settings. A provider without its client id and secret is not offered. The provider base URLs are
 * settings so tests can point them at loopback fakes.
 */
const authEnvSchema = z.object({
  /** Unset: http://localhost:$PORT (lib/domain/site/local-app-url.ts), as the backend's. */
  APP_URL: z.url().optional(),
  GITHUB_CLIENT_ID: z.string().optional(),
  GITHUB_CLIENT_SECRET: z.string().optional(),
  GITHUB_OAUTH_URL: z.url().default("https://github.com"),
  GITHUB_API_URL: z.url().default("https://api.github.com"),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_AUTHORIZATION_URL: z.url().default("https://accounts.google.com/o/oauth2/v2/auth"),
  GOOGLE_TOKEN_URL: z.url().default("https://oauth2.googleapis.com/token"),
  GOOGLE_USERINFO_URL: z.url().default("https://www.googleapis.com/oauth2/v3/userinfo"),
});

export type AuthSettings = Omit<z.infer<typeof authEnvSchema>, "APP_URL"> & {
  APP_URL: string;
  github: { clientId: string; clientSecret: string } | undefined;
  google: { clientId: string; clientSecret: string } | undefined;
};

export function authSettings(env: NodeJS.ProcessEnv = process.env): AuthSettings {
  const settings = authEnvSchema.parse(env);
  const pair = (id?: string, secret?: string) => (id && secret ? { clientId: id, clientSecret: secret } : undefined);
  return {
    ...settings,
    APP_URL: settings.APP_URL ?? localAppUrl(env.PORT),
    github: pair(settings.GITHUB_CLIENT_ID, settings.GITHUB_CLIENT_SECRET),
    google: pair(settings.GOOGLE_CLIENT_ID, settings.GOOGLE_CLIENT_SECRET),
  };
}

/** AUTH_SECRET, or the folder where a generated key is kept when it is unset (lib/bff/auth/auth-secret.ts). */
export function sessionKeySource(): { configured: string | undefined; dataDir: string } {
  return { configured: process.env.AUTH_SECRET?.trim() || undefined, dataDir: process.env.DATA_DIR ?? "./data" };
}

/** next-auth builds OAuth callback URLs from NEXTAUTH_URL; ours is APP_URL (DESIGN §4), unless set apart. */
export function pointNextAuthAt(appUrl: string): void {
  process.env.NEXTAUTH_URL ??= appUrl;
}

/** True while `next build` runs this process (it loads the server's modules, but serves nothing). */
export function isNextBuild(): boolean {
  return process.env.NEXT_PHASE === "phase-production-build";
}
