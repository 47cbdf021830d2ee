/**
 * A finished Auto Experiment session served by page.route (no agent runs): its history, its task with shell log
 * steps (ten processes, one printing ANSI colours), a project step whose newest version holds code, a README, an
 * image and a file the server refuses, and those files themselves.
 */
import type { Page } from "@playwright/test";

export const experimentSessionIds = { sessionId: "experiment-view-session", taskId: "experiment-view-task" } as const;

/** Ten process ids (8 hex characters), in the order they first wrote. */
export const processIds = Array.from({ length: 10 }, (_, index) => `${(0xa0b1c2d0 + index * 0x111).toString(16)}`);
export const COLOURED_LINE = "Traceback: red error text";

const ossPath = (path: string) => `projects/${experimentSessionIds.taskId}/v2/${path}`;

/** A training script long enough to fold (over 280 px). */
export const TRAIN_PY = [
  "import numpy as np",
  "from sklearn.linear_model import LogisticRegression",
  "",
  ...Array.from({ length: 30 }, (_, index) => `step_${index} = np.arange(${index})  # preparing feature ${index}`),
  'print("test_accuracy: 0.9150")',
  "",
].join("\n");
const README = "# Experiment\n\n| metric | value |\n| --- | --- |\n| test_accuracy | 0.9150 |\n\nRun: `python3 train.py`\n";

/** What each stored file serves: text, bytes, or an HTTP status that refuses it. */
export const projectFiles: Record<string, string | Uint8Array | number> = {
  "README.md": README,
  "train.py": TRAIN_PY,
  "src/data.py": "def load():\n    return []\n",
  "requirements.txt": "numpy\nscikit-learn\n",
  "results/plot.png": new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  "notes.txt": 500,
};

let stepId = 0;
const step = (payload: unknown, name: string | null = null) => ({ id: String((stepId += 1)), name, content: JSON.stringify({ type: "trajectory", payload }) });

function finishedExperimentTask() {
  stepId = 0;
  const shell = processIds.map((id, index) =>
    step({ shell: [{ process_id: id, data: index === 0 ? `\u001b[31m${COLOURED_LINE}\u001b[0m\r\n` : `process ${index + 1} started\r\n` }] }),
  );
  // A second batch for the first process: the terminal joins them in order.
  shell.push(step({ shell: [{ process_id: processIds[0], data: "\u001b[32mtest_accuracy: 0.9150\u001b[0m\r\n" }] }));
  const files = Object.keys(projectFiles).map((path) => ({ path, oss_path: ossPath(path), type: path.split(".").at(-1) ?? "file" }));
  return {
    taskId: experimentSessionIds.taskId,
    status: "finish",
    steps: [
      step({ messages: [{ role: "assistant", content: "I will write and run the training script.", tool_calls: [] }] }),
      ...shell,
      step({ project: { versions: [{ version: 1, files: files.slice(0, 2) }, { version: 2, files }] } }),
      step({
        messages: [
          {
            role: "assistant",
            content: null,
            tool_calls: [{ id: "call_done", type: "function", function: { name: "implement_success", arguments: JSON.stringify({ summary: "Done." }) } }],
          },
        ],
      }),
      step({ messages: [{ role: "tool", name: "implement_success", tool_call_id: "call_done", content: "Project version 2 saved." }] }, "implement_success"),
    ],
    errorInfo: null,
    errorCode: null,
    firstIsNull: false,
    hasPreData: true,
    agentName: "ML Agent",
  };
}

const sessionMessages = {
  chatSession: { id: experimentSessionIds.sessionId, title: "Experiment view", visitType: "owner" },
  chatSessionMessages: [
    { id: "h1", type: "task", query: "Train a classifier", agentName: "ML Agent", status: "finish", taskId: experimentSessionIds.taskId, extInfo: { chatResultType: "task" } },
  ],
};

/** Opens the session page. */
export async function openExperimentSession(page: Page): Promise<void> {
  await page.route(/\/api\/chat_session\/message\/list/, (route) => route.fulfill({ json: { code: 0, result: sessionMessages } }));
  await page.route(/\/api\/task\/get_task/, (route) => route.fulfill({ json: { code: 0, result: finishedExperimentTask() } }));
  await page.route(/\/api\/file\/download\?/, (route) => {
    const key = new URL(route.request().url()).searchParams.get("fileKey") ?? "";
    const body = Object.entries(projectFiles).find(([path]) => ossPath(path) === key)?.[1];
    if (body === undefined) return route.fulfill({ status: 404, body: "not found" });
    if (typeof body === "number") return route.fulfill({ status: body, body: "refused" });
    return route.fulfill({ status: 200, contentType: typeof body === "string" ? "text/plain" : "application/octet-stream", body: typeof body === "string" ? body : Buffer.from(body) });
  });
  await page.goto(`/search-v1/${experimentSessionIds.sessionId}`);
}
