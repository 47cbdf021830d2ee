/** The spec's message shown where a cell or output could not be (or the whole notebook, when it cannot be read). */
import type { NotebookMessageText } from "@/lib/domain/notebook/notebook-messages";

export function UnsupportedNotice({ message }: { message: NotebookMessageText }) {
  return (
    <p role="note" className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-800">
      {message}
    </p>
  );
}
