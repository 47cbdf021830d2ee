/**
 * A code cell's source, syntax-highlighted by highlight.js. Only its core and a few grammars are bundled, and only
 * into the notebook viewer's own chunk (this folder loads on demand). Code in another language shows plain.
 */
import "highlight.js/styles/github.min.css";
import hljs from "highlight.js/lib/core";
import bash from "highlight.js/lib/languages/bash";
import json from "highlight.js/lib/languages/json";
import markdown from "highlight.js/lib/languages/markdown";
import python from "highlight.js/lib/languages/python";
import r from "highlight.js/lib/languages/r";
import sql from "highlight.js/lib/languages/sql";
import { useMemo } from "react";
import { type HighlightLanguage, highlightLanguage } from "@/lib/domain/notebook/code-language";
import { sanitizeHighlightedCode } from "./sanitize-output";

const grammars: Record<HighlightLanguage, Parameters<typeof hljs.registerLanguage>[1]> = { python, r, sql, bash, json, markdown };
for (const [name, grammar] of Object.entries(grammars)) hljs.registerLanguage(name, grammar);

export function HighlightedCode({ source, language }: { source: string; language: string }) {
  const grammar = highlightLanguage(language);
  // highlight.js escapes the source itself; its spans are sanitized anyway, so the page never trusts a library's output.
  const html = useMemo(() => (grammar ? sanitizeHighlightedCode(hljs.highlight(source, { language: grammar, ignoreIllegals: true }).value) : undefined), [source, grammar]);
  return (
    <pre className="overflow-x-auto px-3 py-2 font-mono text-[13px] leading-5 text-neutral-900">
      {html === undefined ? (
        <code>{source}</code>
      ) : (
        <code className={`hljs language-${grammar}`} style={{ background: "transparent", padding: 0 }} dangerouslySetInnerHTML={{ __html: html }} />
      )}
    </pre>
  );
}
