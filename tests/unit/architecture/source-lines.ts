import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/**
 * The code lines of the app's own sources, for the architecture tests that grep them. Comment lines and trailing
 * comments are left out: a comment may name what it is about (a setting, a path) without being a use of it.
 */
export const repoRoot = path.resolve(import.meta.dirname, "../../..");

export type CodeLine = { file: string; line: number; text: string };

const SOURCE_FILE = /\.(?:ts|tsx|mts|mjs|js)$/;

/** `roots`: folders or files relative to the repository; missing ones are skipped (a folder may not exist yet). */
export function codeLines(roots: readonly string[]): CodeLine[] {
  return roots.flatMap((root) => sourceFiles(path.join(repoRoot, root))).flatMap(linesOf);
}

/** The source files under a folder (or the file itself), absolute; node_modules and dot-folders left out. */
export function sourceFiles(at: string): string[] {
  let stat;
  try {
    stat = statSync(at);
  } catch {
    return [];
  }
  if (stat.isFile()) return SOURCE_FILE.test(at) ? [at] : [];
  return readdirSync(at)
    .filter((name) => name !== "node_modules" && !name.startsWith("."))
    .flatMap((name) => sourceFiles(path.join(at, name)));
}

function linesOf(file: string): CodeLine[] {
  const relative = path.relative(repoRoot, file).split(path.sep).join("/");
  let inBlockComment = false;
  return readFileSync(file, "utf8")
    .split("\n")
    .flatMap((raw, index) => {
      let text = raw;
      if (inBlockComment) {
        const end = text.indexOf("*/");
        if (end === -1) return [];
        inBlockComment = false;
        text = text.slice(end + 2);
      }
      text = text.replace(/\/\*.*?\*\//g, " ");
      const open = text.indexOf("/*");
      if (open !== -1 && !/["'`]/.test(text.slice(0, open))) {
        inBlockComment = true;
        text = text.slice(0, open);
      }
      text = text.replace(/(?:^|\s)\/\/.*$/, "");
      return text.trim() === "" ? [] : [{ file: relative, line: index + 1, text }];
    });
}

export const where = (hit: CodeLine) => `${hit.file}:${hit.line}: ${hit.text.trim()}`;
