/**
 * What the notebook viewer shows, whichever nbformat the file uses (read-notebook.ts builds it): cells in order,
 * each output already reduced to the one payload Jupyter would show. Components only render this.
 */
import type { NotebookMessageText } from "./notebook-messages";
import type { NotebookMime } from "./output-mime";

/** Something the viewer cannot show, with the spec's message, shown in its place. */
export type UnsupportedPart = { kind: "unsupported"; message: NotebookMessageText };

export type NotebookOutputView =
  | { kind: "stream"; name: "stdout" | "stderr"; text: string }
  | { kind: "error"; ename: string; evalue: string; traceback: string }
  /** `prompt` only for results (execute_result, pyout): Jupyter's "Out [n]:". */
  | { kind: "rich"; mime: NotebookMime; value: string; prompt: number | null; width?: number; height?: number }
  /** application/javascript with nothing else to show: never run, only noted. */
  | { kind: "script-skipped" }
  | UnsupportedPart;

export type NotebookCellView =
  | { kind: "code"; source: string; prompt: number | null; language: string; outputs: NotebookOutputView[] }
  /** Markdown cells, and heading cells turned into a Markdown heading of their level. */
  | { kind: "markdown"; text: string }
  | { kind: "raw"; text: string }
  | UnsupportedPart;

export type NotebookView = { cells: NotebookCellView[] };

export type NotebookReading = { ok: true; notebook: NotebookView } | { ok: false; message: NotebookMessageText };

