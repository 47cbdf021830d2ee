/**
 * The highlighter grammar for a notebook's language. Only a few grammars ship with the viewer (python and the
 * languages notebooks most often hold besides); any other language shows as plain, unhighlighted code.
 */
export const HIGHLIGHT_LANGUAGES = ["python", "r", "sql", "bash", "json", "markdown"] as const;
export type HighlightLanguage = (typeof HIGHLIGHT_LANGUAGES)[number];

const aliases: Readonly<Record<string, HighlightLanguage>> = {
  python: "python",
  python2: "python",
  python3: "python",
  ipython: "python",
  ipython3: "python",
  r: "r",
  sql: "sql",
  bash: "bash",
  sh: "bash",
  shell: "bash",
  json: "json",
  markdown: "markdown",
};

export function highlightLanguage(language: string): HighlightLanguage | undefined {
  return aliases[language.trim().toLowerCase()];
}
