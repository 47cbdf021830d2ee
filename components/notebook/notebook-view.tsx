"use client";

/**
 * The notebook viewer (issue 16 item 4): the fetched notebook JSON, as it came, read (nbformat 3 or 4) and shown
 * cell by cell. A notebook that cannot be read at all shows the spec's message instead; an unsupported cell or
 * output shows its message in its place. The notebook panel loads this module on demand (next/dynamic, no SSR),
 * so highlight.js, anser, DOMPurify and KaTeX stay out of the session page's first load.
 */
import { useMemo } from "react";
import { readNotebook } from "@/lib/domain/notebook/read-notebook";
import { NotebookCell } from "./notebook-cell";
import { UnsupportedNotice } from "./unsupported-notice";

export default function NotebookView({ notebook }: { notebook: unknown }) {
  const reading = useMemo(() => readNotebook(notebook), [notebook]);
  if (!reading.ok) return <UnsupportedNotice message={reading.message} />;
  const { cells } = reading.notebook;
  if (cells.length === 0) return <p className="text-sm text-neutral-500">This notebook has no cells.</p>;
  return (
    <article aria-label="Notebook" className="flex flex-col gap-4">
      {cells.map((cell, index) => (
        // Cells have no id in nbformat 3 (and need none in 4); a version's cells never reorder.
        <NotebookCell key={index} cell={cell} />
      ))}
    </article>
  );
}
