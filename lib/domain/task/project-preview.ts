/**
 * Which project files the panel previews (spec §2, §8): text and code files under about 1 MB; documents, images,
 * archives, model weights and unknown types get the notice to download them instead. Code is highlighted with the
 * notebook viewer's grammars, chosen by extension.
 */
import { fileExtension } from "@/lib/domain/files/file-types";

export const NOT_PREVIEWABLE_NOTICE = "This file cannot be previewed online. Please download it to view the full content.";

/** Past this size a text file is not shown: the reader downloads it (a log or a CSV dump would freeze the page). */
export const MAX_PREVIEW_BYTES = 1024 * 1024;

const textExtensions = new Set([
  "py", "ipynb", "txt", "md", "markdown", "rst", "json", "jsonl", "yaml", "yml", "toml", "cfg", "ini", "conf", "env",
  "csv", "tsv", "log", "sh", "bash", "r", "sql", "js", "mjs", "ts", "tsx", "jsx", "css", "html", "xml", "tex", "bib",
  "c", "h", "cc", "cpp", "hpp", "java", "go", "rs", "jl", "m", "lock", "gitignore", "dockerignore",
]);
/** Files whose name, not extension, says they are text. */
const textNames = new Set(["dockerfile", "makefile", "license", "readme", "requirements", "procfile", ".gitignore", ".dockerignore"]);

/** Highlighter grammars (names the notebook's highlighter knows) by extension; other text shows plain. */
const languageByExtension: Readonly<Record<string, string>> = {
  py: "python",
  r: "r",
  sql: "sql",
  sh: "bash",
  bash: "bash",
  json: "json",
  ipynb: "json",
  md: "markdown",
  markdown: "markdown",
};

export function isPreviewable(path: string): boolean {
  const name = (path.split("/").at(-1) ?? "").toLowerCase();
  const extension = fileExtension(name);
  return extension === "" ? textNames.has(name) : textExtensions.has(extension);
}

/** The grammar for a file, or "" for plain text. */
export function previewLanguage(path: string): string {
  return languageByExtension[fileExtension(path)] ?? "";
}

export function isTooLargeToPreview(bytes: number): boolean {
  return bytes > MAX_PREVIEW_BYTES;
}
