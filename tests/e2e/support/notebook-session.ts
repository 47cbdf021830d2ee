/**
 * A finished Notebook Agent session served by page.route (no agent runs): its history, its task with one notebook
 * step listing saved notebooks, and the notebook files themselves, read from tests/fixtures/notebooks. Every request
 * the page makes and every dialog it opens is recorded, so a test can tell that a notebook reached nothing and ran
 * nothing.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page, Request } from "@playwright/test";

const fixturesFolder = path.resolve(import.meta.dirname, "../../fixtures/notebooks");

export const notebookSessionIds = { sessionId: "notebook-render-session", taskId: "notebook-render-task" } as const;

/** A saved notebook's URL as the agent's notebook step lists it. */
export const notebookUrl = (name: string) => `/api/file/download?fileKey=${encodeURIComponent(`notebooks/${notebookSessionIds.taskId}/${name}`)}`;

/** A notebook the test serves: a committed fixture by file name, or JSON written in the test. */
export type ServedNotebook = string | { name: string; json: unknown };
const servedName = (notebook: ServedNotebook) => (typeof notebook === "string" ? notebook : notebook.name);
const servedBody = (notebook: ServedNotebook) =>
  typeof notebook === "string" ? readFileSync(path.join(fixturesFolder, notebook), "utf8") : JSON.stringify(notebook.json);

function finishedNotebookTask(notebooks: readonly ServedNotebook[]) {
  const trajectory = (id: string, name: string | null, message: Record<string, unknown>) => ({
    id,
    name,
    content: JSON.stringify({ type: "trajectory", payload: { messages: [message] } }),
  });
  return {
    taskId: notebookSessionIds.taskId,
    status: "finish",
    steps: [
      trajectory("1", null, { role: "assistant", content: "I will analyse the data in a notebook.", tool_calls: [] }),
      { id: "2", name: null, content: JSON.stringify({ type: "notebook", payload: { notebooks: notebooks.map((notebook) => notebookUrl(servedName(notebook))) } }) },
      trajectory("3", null, {
        role: "assistant",
        content: null,
        tool_calls: [{ id: "call_finish", type: "function", function: { name: "finish_task", arguments: JSON.stringify({ summary: "Done." }) } }],
      }),
      trajectory("4", "finish_task", { role: "tool", name: "finish_task", tool_call_id: "call_finish", content: "The analysis is in the notebook." }),
    ],
    errorInfo: null,
    errorCode: null,
    firstIsNull: false,
    hasPreData: true,
    agentName: "Notebook Agent",
  };
}

const sessionMessages = {
  chatSession: { id: notebookSessionIds.sessionId, title: "Notebook rendering", visitType: "owner" },
  chatSessionMessages: [
    { id: "h1", type: "task", query: "Analyse my data", agentName: "Notebook Agent", status: "finish", taskId: notebookSessionIds.taskId, extInfo: { chatResultType: "task" } },
  ],
};

export type NotebookSessionWatch = { dialogs: string[]; requests: Request[] };

/** Opens the session page with these notebooks saved, oldest first (the panel shows them newest first). */
export async function openNotebookSession(page: Page, notebooks: readonly ServedNotebook[]): Promise<NotebookSessionWatch> {
  const watch: NotebookSessionWatch = { dialogs: [], requests: [] };
  page.on("dialog", (dialog) => {
    watch.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on("request", (request) => watch.requests.push(request));
  await page.route(/\/api\/chat_session\/message\/list/, (route) => route.fulfill({ json: { code: 0, result: sessionMessages } }));
  await page.route(/\/api\/task\/get_task/, (route) => route.fulfill({ json: { code: 0, result: finishedNotebookTask(notebooks) } }));
  await page.route(/\/api\/file\/download\?/, (route) => {
    const notebook = notebooks.find((candidate) => route.request().url().endsWith(notebookUrl(servedName(candidate))));
    return notebook
      ? route.fulfill({ status: 200, contentType: "application/x-ipynb+json", body: servedBody(notebook) })
      : route.fulfill({ status: 404, body: "not found" });
  });
  await page.goto(`/search-v1/${notebookSessionIds.sessionId}`);
  return watch;
}
