/**
 * Fetched notebook JSON (nbformat 3 or 4) → what the viewer shows. Only the notebook as a whole can be refused:
 * below nbformat 3 ('Format of the notebook too old'), or JSON that is no notebook we know ('Valid, but
 * unsupported format'). A cell or an output that cannot be shown is replaced by its message and the rest renders.
 */
import { notebookCells, notebookCellShellSchema, notebookEnvelopeSchema } from "@/lib/contract/entities/notebook";
import { NotebookMessage } from "./notebook-messages";
import type { NotebookCellView, NotebookReading } from "./notebook-view-model";
import { joinedText } from "./output-mime";
import { readOutput } from "./read-output";

/** The newest format this viewer knows; a later major version may have moved anything. */
const NEWEST_NBFORMAT = 4;

export function readNotebook(json: unknown): NotebookReading {
  const envelope = notebookEnvelopeSchema.safeParse(json);
  if (!envelope.success) {
    const tooOld = envelope.error.issues.some((issue) => issue.message === NotebookMessage.tooOld);
    return { ok: false, message: tooOld ? NotebookMessage.tooOld : NotebookMessage.unsupportedFormat };
  }
  const notebook = envelope.data;
  if (notebook.nbformat > NEWEST_NBFORMAT) return { ok: false, message: NotebookMessage.unsupportedFormat };
  // nbformat 4 lists cells; nbformat 3 lists worksheets of cells. A notebook must say where its cells are.
  if (notebook.nbformat === 4 ? !notebook.cells : !notebook.worksheets && !notebook.cells) {
    return { ok: false, message: NotebookMessage.unsupportedFormat };
  }
  const language = notebookLanguage(notebook.metadata);
  return { ok: true, notebook: { cells: notebookCells(notebook).map((cell) => readCell(cell, notebook.nbformat, language)) } };
}

function readCell(raw: unknown, nbformat: number, notebookLanguageName: string): NotebookCellView {
  const parsed = notebookCellShellSchema.safeParse(raw);
  if (!parsed.success) return { kind: "unsupported", message: NotebookMessage.unsupportedFormat };
  const cell = parsed.data;
  switch (cell.cell_type) {
    case "code":
      return {
        kind: "code",
        // nbformat 4 calls it source and execution_count; nbformat 3 input and prompt_number.
        source: joinedText(cell.source ?? cell.input) ?? "",
        prompt: cell.execution_count ?? cell.prompt_number ?? null,
        language: typeof cell.language === "string" ? cell.language : notebookLanguageName,
        outputs: (cell.outputs ?? []).map((output) => readOutput(output, nbformat)),
      };
    case "markdown":
      return { kind: "markdown", text: joinedText(cell.source) ?? "" };
    case "heading":
      return { kind: "markdown", text: headingMarkdown(joinedText(cell.source) ?? "", cell.level) };
    case "raw":
      return { kind: "raw", text: joinedText(cell.source) ?? "" };
  }
}

/** A heading cell (nbformat 3) as the Markdown heading nbformat's upgrade to v4 makes of it: one line, level 1-6. */
export function headingMarkdown(source: string, level: number | null | undefined): string {
  const depth = Math.min(6, Math.max(1, level ?? 1));
  const text = source
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "")
    .join(" ");
  return `${"#".repeat(depth)} ${text}`;
}

/** The kernel's language (nbformat 4 metadata), Python when the notebook does not say. */
function notebookLanguage(metadata: Record<string, unknown> | null | undefined): string {
  const field = (value: unknown, key: string) => (typeof value === "object" && value !== null ? (value as Record<string, unknown>)[key] : undefined);
  const name = field(metadata?.kernelspec, "language") ?? field(metadata?.language_info, "name");
  return typeof name === "string" && name !== "" ? name : "python";
}
