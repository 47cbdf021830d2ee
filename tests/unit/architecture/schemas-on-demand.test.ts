import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { bringsValues, clientChainTo, relative, ROUTE_ENTRY } from "./import-graph";
import { repoRoot, sourceFiles } from "./source-lines";

/**
 * zod and the contract's schemas are the largest part of an app page's script, and the browser needs them only to
 * read an answer: callApi and the chat stream load them on demand (lib/client/api/load-answer-reading.ts). So a
 * page's first load must not reach zod: from each route entry (a server component, which may use zod) the static
 * imports are followed (import-graph.ts), and from the first "use client" module on, none may lead to zod. The
 * bundle analyzer's view of the same rule is `npm run bench:lazy-modules` (its "contract schemas (zod)" row).
 */
const chainToZod = (entry: string) => clientChainTo(entry, (name) => name === "zod" || name.startsWith("zod/"));

describe("the contract's schemas load on demand", () => {
  const routeEntries = sourceFiles(path.join(repoRoot, "app")).filter((file) => ROUTE_ENTRY.test(file));

  it("finds the app's route entries", () => {
    expect(routeEntries.length).toBeGreaterThan(5);
  });

  it("reads type-only imports as erased, and zod as allowed on the server only", () => {
    const imports = (code: string) => {
      const [statement] = ts.createSourceFile("example.ts", code, ts.ScriptTarget.Latest).statements;
      return statement !== undefined && (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && bringsValues(statement);
    };
    expect(imports('import { type A, type B } from "x";')).toBe(false);
    expect(imports('import type { A } from "x";')).toBe(false);
    expect(imports('export type { A } from "x";')).toBe(false);
    expect(imports('import { type A, b } from "x";')).toBe(true);
    expect(imports('import A from "x";')).toBe(true);
    expect(imports('import "x";')).toBe(true);
    expect(imports('export * from "x";')).toBe(true);
    // The hot feed's server read reaches zod through the BFF; its client never does.
    expect(chainToZod(path.join(repoRoot, "app/hot-feed.ts"))).toBeUndefined();
  });

  // The session page too: the schemas it reads task steps with arrive with the answer reader (lib/domain/task/step-schemas.ts).
  it.each(routeEntries.map(relative))("%s reaches zod from no client module", (entry) => {
    expect(chainToZod(path.join(repoRoot, entry))?.map(relative).join(" → ")).toBeUndefined();
  });
});
