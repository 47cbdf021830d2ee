"use client";

/**
 * The Markdown renderer, loaded only when a report or notes first show (STYLE habit 9: KaTeX and the Markdown
 * pipeline stay out of the session page's first-load JS). Until it arrives, the text shows as it is.
 */
import { lazy, Suspense } from "react";
import { importRetrying } from "@/lib/client/shell/import-retrying";
import type { MarkdownProps } from "./markdown";

const Markdown = lazy(() => importRetrying(() => import("./markdown")).then((module) => ({ default: module.Markdown })));

export function LazyMarkdown(props: MarkdownProps) {
  return (
    <Suspense fallback={<div className={`text-sm leading-6 break-words whitespace-pre-wrap text-neutral-800 ${props.className ?? ""}`}>{props.text}</div>}>
      <Markdown {...props} />
    </Suspense>
  );
}
