import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { repoRoot, sourceFiles } from "./source-lines";

/**
 * zod and the contract's schemas are the largest part of an app page's script, and the browser needs them only to
 * read an answer: callApi and the chat stream load them on demand (lib/client/api/load-answer-reading.ts). So a
 * page's first load must not reach zod: from each route entry (a server component, which may use zod) the static
 * imports are followed, and from the first "use client" module on, none may lead to zod. Type-only imports are
 * erased and do not count; `import()` is not followed, being on demand. The bundle analyzer's view of the same
 * rule is `npm run bench:lazy-modules` (its "contract schemas (zod)" row).
 */
const EXTENSIONS = [".ts", ".tsx", "/index.ts", "/index.tsx"];

/** Whether an import or re-export brings values at run time: `import type`, and imports of types only, are erased. */
function bringsValues(statement: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(statement)) return !statement.isTypeOnly;
  const clause = statement.importClause;
  if (clause === undefined) return true; // import "x": for its side effects
  if (clause.isTypeOnly) return false;
  const bindings = clause.namedBindings;
  const onlyTypeNames = bindings !== undefined && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((element) => element.isTypeOnly);
  return clause.name !== undefined || !onlyTypeNames;
}

/** The runtime imports of a file: resolved paths of our own modules, bare names of packages. */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, false);
  return source.statements.flatMap((statement) => {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) return [];
    const specifier = statement.moduleSpecifier;
    if (specifier === undefined || !ts.isStringLiteral(specifier) || !bringsValues(statement)) return [];
    const target = specifier.text;
    if (target.startsWith("@/")) return [resolveOwn(path.join(repoRoot, target.slice(2)))];
    if (target.startsWith(".")) return [resolveOwn(path.resolve(path.dirname(file), target))];
    return [target];
  });
}

function resolveOwn(base: string): string {
  const found = [base, ...EXTENSIONS.map((extension) => base + extension)].find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
  return found ?? base;
}

function isClientModule(file: string): boolean {
  return /^\s*["']use client["']/.test(readFileSync(file, "utf8"));
}

/**
 * The chain of static imports from a route's entry (a server component) across a "use client" boundary to zod, or
 * undefined when there is none. Server modules may use zod; from the first client module on, nothing may.
 */
function chainToZod(entry: string): string[] | undefined {
  const seen = new Set<string>();
  const walk = (file: string, inClient: boolean): string[] | undefined => {
    const client = inClient || isClientModule(file);
    const key = `${client}:${file}`;
    if (seen.has(key)) return undefined;
    seen.add(key);
    for (const target of runtimeImports(file)) {
      if (client && (target === "zod" || target.startsWith("zod/"))) return [file, target];
      if (!path.isAbsolute(target) || !existsSync(target)) continue;
      const rest = walk(target, client);
      if (rest) return [file, ...rest];
    }
    return undefined;
  };
  return walk(entry, false);
}

const relative = (file: string) => (path.isAbsolute(file) ? path.relative(repoRoot, file) : file);

/** Next's route entries: each page with its layouts and the framework's special files. */
const ROUTE_ENTRY = /\/(?:page|layout|not-found|error|global-error|loading|template|default)\.tsx$/;

/**
 * Pages that render a task's steps parse each step's content (JSON text) with the contract's step schema as it is
 * shown (lib/domain/task/trajectory-steps.ts), so they load that schema with the page; through it and nothing else.
 */
const TASK_READERS: Record<string, string> = { "app/(app)/search-v1/[sessionId]/page.tsx": "lib/contract/entities/task.ts" };

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

  it.each(routeEntries.map(relative))("%s reaches zod from no client module, or only where it reads tasks", (entry) => {
    const chain = chainToZod(path.join(repoRoot, entry))?.map(relative);
    const through = TASK_READERS[entry];
    if (through === undefined) expect(chain?.join(" → ")).toBeUndefined();
    else expect(chain?.slice(-2)).toEqual([through, "zod"]);
  });
});
