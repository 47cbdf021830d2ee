import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { codeLines, repoRoot, where } from "./source-lines";

/**
 * A component loaded on demand (React's lazy, next/dynamic) is loaded through importRetrying
 * (lib/client/shell/import-retrying.ts): a bare `import()` that fails while offline is remembered by React and
 * thrown to Next's error page, which replaces the whole page. Modules of plain code loaded on demand (the call layer,
 * the PDF export) are left to their callers, which report a failed call and try again on the next one.
 */
const DYNAMIC_IMPORT = /(?<![\w.])import\("([^"]+)"\)/g;

function resolved(specifier: string, from: string): string {
  if (specifier.startsWith("@/")) return path.join(repoRoot, specifier.slice(2));
  return path.join(repoRoot, path.dirname(from), specifier);
}

const componentLoads = codeLines(["components", "app", "lib/client"]).flatMap((line) =>
  [...line.text.matchAll(DYNAMIC_IMPORT)]
    .filter(([, specifier = ""]) => existsSync(`${resolved(specifier, line.file)}.tsx`))
    .map(([call = "", specifier = ""]) => ({ line, call, specifier })),
);

describe("components loaded on demand wait for the network", () => {
  it("finds the on-demand components (the dialogs, the drawer, the panels, a visitor's interactive code)", () => {
    expect(componentLoads.length).toBeGreaterThanOrEqual(17);
  });

  it("loads each through importRetrying", () => {
    const bare = componentLoads.filter(({ line, call }) => !line.text.includes(`importRetrying(() => ${call})`));
    expect(bare.map(({ line }) => where(line))).toEqual([]);
  });
});
