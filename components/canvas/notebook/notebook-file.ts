import { withShareScope } from "@/lib/client/api/share-scope";

/**
 * Fetching a saved notebook (spec §7 "Notebook fetch: GET of each notebook URL, parse as JSON; download fetches it
 * as a file"). The URL is our /api/file/download, which redirects to a signed link; the session cookie goes along.
 * A refused fetch is told with the spec's message and its status, its colon the full-width one (§8).
 */
export class NotebookFileError extends Error {
  constructor(readonly status: number) {
    super(notebookFileErrorMessage(status));
  }
}

export const notebookFileErrorMessage = (status: number) => `HTTP ERROR CODE：${status}`;

/**
 * The notebook's file; a network failure counts as status 0, as the browser's own requests report it. A visitor of
 * a shared session fetches it with the link's shareId.
 */
export async function fetchNotebookFile(url: string): Promise<Response> {
  const response = await fetch(withShareScope(url), { credentials: "same-origin" }).catch(() => undefined);
  if (!response?.ok) throw new NotebookFileError(response?.status ?? 0);
  return response;
}

/**
 * The notebook's JSON for the renderer. Text that is not JSON is handed over as null: the renderer then says the
 * format is not supported, which is what the reader needs to know.
 */
export async function fetchNotebookJson(url: string): Promise<unknown> {
  const response = await fetchNotebookFile(url);
  return (await response.json().catch(() => null)) as unknown;
}
