import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { codeLines, repoRoot, where } from "./source-lines";

/**
 * One validated settings module per side (DESIGN §2, issue 14): the backend reads its environment in
 * lib/backend/config.ts and the BFF and site in lib/bff/config.ts. A raw read anywhere else is a setting that
 * escapes validation, .env.example and the one place a reader looks for it. What a user would notice if this
 * failed: a mistyped setting that the app silently ignores, or a server setting leaking into the browser bundle.
 */
const SETTINGS_MODULES = new Set(["lib/backend/config.ts", "lib/bff/config.ts"]);
/** Next's own entry files at the root (proxy.ts, instrumentation.ts, instrumentation-client.ts …) and our folders. */
const SCANNED = ["lib", "app", "components", "pages", ...readdirSync(repoRoot).filter((name) => /^(?:proxy|instrumentation[\w-]*)\.ts$/.test(name))];
/**
 * NEXT_RUNTIME is no setting but a constant Next writes into each bundle at build time; instrumentation.ts must test
 * it literally beside its Node-only import, or the edge bundle keeps that import (and the build fails on it).
 */
const BUILD_CONSTANT = /\bprocess\.env\.NEXT_RUNTIME\b/g;
const readsEnv = (text: string) => /\bprocess\.env\b/.test(text.replace(BUILD_CONSTANT, ""));

describe("process.env", () => {
  it("is read only in the settings modules", () => {
    const reads = codeLines(SCANNED).filter((line) => !SETTINGS_MODULES.has(line.file) && readsEnv(line.text));
    expect(reads.map(where)).toEqual([]);
  });

  it("is found where it is read (the scan sees the settings modules' own reads)", () => {
    const files = new Set(codeLines(SCANNED).filter((line) => readsEnv(line.text)).map((line) => line.file));
    expect([...SETTINGS_MODULES].filter((file) => !files.has(file))).toEqual([]);
  });
});
