import "server-only";

/**
 * A cell's output in nbformat 4 shape (https://nbformat.readthedocs.io, "Code cell outputs"): what the notebook
 * view renders and what an .ipynb file holds. MIME bundles keep their types: `image/png` is base64 text.
 */
export type MimeBundle = Record<string, string | unknown>;

export type NotebookOutput =
  | { output_type: "stream"; name: "stdout" | "stderr"; text: string }
  | { output_type: "execute_result"; execution_count: number | null; data: MimeBundle; metadata: Record<string, unknown> }
  | { output_type: "display_data"; data: MimeBundle; metadata: Record<string, unknown> }
  | { output_type: "error"; ename: string; evalue: string; traceback: string[] };
