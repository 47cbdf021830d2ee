/**
 * Runs in the browser before the app (Next's client instrumentation). zod 4 compiles object parsers with
 * `new Function` when it may, and first probes whether it may; under the pages' Content-Security-Policy (no
 * 'unsafe-eval', proxy.ts) that probe is a reported violation on every page that parses an answer. Parsing
 * without the compiled fast path does the same checks.
 *
 * zod keeps its settings in `globalThis.__zod_globalConfig` and only creates it when absent, so setting jitless
 * there before any zod loads is what `z.config({ jitless: true })` does — without importing zod into every page
 * (32 kB gzip on the landing page and the feed, which never parse an answer in the browser).
 * tests/e2e/security-headers.spec.ts fails on any CSP violation, so a zod that stopped reading it would show.
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

export {};
