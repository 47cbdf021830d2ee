import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { repoRoot } from "./source-lines";

/**
 * The static imports a page's first load follows, read from the source: from a route's entry (a server component)
 * across the first "use client" module on. Type-only imports are erased and do not count; `import()` is not
 * followed, being on demand. Used by the rules that keep a module out of pages' first loads (schemas-on-demand,
 * dialogs-on-demand); the bundle analyzer's view is `npm run bench:lazy-modules`.
 */
const EXTENSIONS = [".ts", ".tsx", "/index.ts", "/index.tsx"];

/** Whether an import or re-export brings values at run time: `import type`, and imports of types only, are erased. */
export function bringsValues(statement: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
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
 * The chain of static imports from a route's entry across a "use client" boundary to a package `forbidden` names,
 * or undefined when there is none. Server modules may import it; from the first client module on, nothing may.
 */
export function clientChainTo(entry: string, forbidden: (packageName: string) => boolean): string[] | undefined {
  const seen = new Set<string>();
  const walk = (file: string, inClient: boolean): string[] | undefined => {
    const client = inClient || isClientModule(file);
    const key = `${client}:${file}`;
    if (seen.has(key)) return undefined;
    seen.add(key);
    for (const target of runtimeImports(file)) {
      if (client && !path.isAbsolute(target) && forbidden(target)) return [file, target];
      if (!path.isAbsolute(target) || !existsSync(target)) continue;
      const rest = walk(target, client);
      if (rest) return [file, ...rest];
    }
    return undefined;
  };
  return walk(entry, false);
}

export const relative = (file: string) => (path.isAbsolute(file) ? path.relative(repoRoot, file) : file);

/** Next's route entries: each page with its layouts and the framework's special files. */
export const ROUTE_ENTRY = /\/(?:page|layout|not-found|error|global-error|loading|template|default)\.tsx$/;
