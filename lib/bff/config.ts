import "server-only";
import { z } from "zod";
import { parseHostRewrites } from "./host-rewrite";

/**
 * The BFF's settings (DESIGN §4), validated on first use. Server-only: none of them is NEXT_PUBLIC_, so the
 * upstream's address and the rewrite table never reach the browser bundle.
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
