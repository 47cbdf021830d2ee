import { z } from "zod";

/**
 * Runs in the browser before the app (Next's client instrumentation). zod 4 compiles object parsers with
 * `new Function` when it may, and first probes whether it may; under the pages' Content-Security-Policy (no
 * 'unsafe-eval', proxy.ts) that probe is a reported violation on every page that parses an answer. Parsing
 * without the compiled fast path does the same checks.
 */
z.config({ jitless: true });
