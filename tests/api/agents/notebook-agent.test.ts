import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseStepContent, type Task } from "@/lib/contract/entities/task";
import type { TrajectoryMessage } from "@/lib/contract/entities/trajectory";
import { sandboxMarker } from "@/lib/backend/sandbox/sandbox-marker";
import { type ChatCompletionRequest, countToolResults, isTaskRequest, messageText, type Turn } from "../../fixtures/fake-llm";
import { minimalPdf } from "../../fixtures/fake-papers/minimal-pdf";
import { NOTEBOOK_FAILING_SOURCE, NOTEBOOK_FIXED_SOURCE, notebookTurn } from "../../fixtures/fake-llm/notebook-script";
import { createSession } from "../chat/chat-support";
import { download, pathOf, PUBLIC_URL, uploadFile } from "../file/files-support";
import { eventually, processesOf } from "../sandbox/sandbox-fixture";
import { cancelTask, createTask, createTaskSetup, getTask, type TaskSetup, waitForTask } from "../task/task-support";

/**
 * Issue 16 item 1, on real execution (bwrap sandbox, IPython kernel) with a scripted model: a CSV attached to a
 * follow-up message is copied into the workspace and analysed, a failing cell's error is read back and the cell
 * fixed, two valid nbformat 4 versions with real PNG plots are saved and downloadable by the task's owner only, and
 * cancelling mid-cell stops the kernel. If these fail, the researcher's notebook is fiction, or someone else's.
 */
let setup: TaskSetup;

beforeAll(async () => {
  const script = (request: ChatCompletionRequest): Turn => {
    if (!isTaskRequest(request)) return { text: "chat" };
    return messageText(request.messages.find((message) => message.role === "user")).includes("@preview") ? previewTurn(request) : notebookTurn(request);
  };
  setup = await createTaskSetup(script, { STORAGE_PUBLIC_URL: PUBLIC_URL });
});
afterAll(async () => {
  await setup.dispose();
});

/** A short run for the file previews: one markdown cell, then finish_task, which saves the unsaved notebook itself. */
function previewTurn(request: ChatCompletionRequest): Turn {
  const done = countToolResults(request);
  if (done === 1) return { toolCalls: [{ name: "add_markdown_cell", arguments: { source: "# The files" } }] };
  if (done === 2) return { toolCalls: [{ name: "finish_task", arguments: { summary: "Cell 1 names the files." } }] };
  return { status: 500, error: "fake-llm: the preview run has finished" };
}

const NOTEBOOK = "Notebook Agent";
const CSV = "city,temperature,rainfall\nOslo,6.1,763\nLima,19.4,16\nCairo,22.3,25\nPerth,18.8,733\nQuito,14.2,1010\n";

async function runTask(token: string, chatSessionId: string, query: string, fileIds: string[] = []): Promise<Task> {
  const answer = await createTask(setup.backend, token, { agentName: NOTEBOOK, chatSessionId, query, fileIds });
  expect(answer.body.code, answer.text).toBe(0);
  return waitForTask(setup.backend, token, answer.body.result?.taskId ?? "", (task) => task.status !== "processing", 90_000);
}

function parsedSteps(task: Task) {
  return (task.steps ?? []).flatMap((step) => {
    const parsed = parseStepContent(step.content);
    return parsed.ok ? [parsed.value] : [];
  });
}

const toolMessages = (task: Task) =>
  parsedSteps(task).flatMap((step) => (step.type === "trajectory" ? (step.payload.messages ?? []) : [])).filter(
    (message): message is Extract<TrajectoryMessage, { role: "tool" }> => message.role === "tool",
  );

const notebookLists = (task: Task) => parsedSteps(task).flatMap((step) => (step.type === "notebook" ? [step.payload.notebooks] : []));

const fileKeyOf = (url: string) => new URL(url, PUBLIC_URL).searchParams.get("fileKey") ?? "";

async function downloaded(token: string | null, url: string): Promise<Response> {
  return download({ ...setup, token: token ?? "", publicUrl: PUBLIC_URL }, fileKeyOf(url), token);
}

const run = promisify(execFile);

/** nbformat itself, as Jupyter would read the file. */
async function validateWithNbformat(json: string): Promise<void> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), "notebook-check-"));
  try {
    const file = path.join(folder, "check.ipynb");
    await fs.writeFile(file, json);
    await run("/usr/bin/python3", ["-c", "import sys, nbformat; nbformat.validate(nbformat.read(sys.argv[1], as_version=4))", file]);
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
}

type SavedCell = { cell_type: string; source: string; outputs?: Array<{ output_type: string; data?: Record<string, string> }> };

function pngsOf(cells: SavedCell[]): Buffer[] {
  return cells.flatMap((cell) => cell.outputs ?? []).flatMap((output) => (output.data?.["image/png"] ? [Buffer.from(output.data["image/png"], "base64")] : []));
}

describe("the Jupyter Notebook agent", () => {
  let chatSessionId: string;
  let withoutFiles: Task;
  let withCsv: Task;

  beforeAll(async () => {
    chatSessionId = await createSession(setup.backend, setup.owner, "analyse the weather");
    withoutFiles = await runTask(setup.owner, chatSessionId, "analyse some data");
    const slot = await uploadFile({ ...setup, token: setup.owner, publicUrl: PUBLIC_URL }, "weather data.csv", new TextEncoder().encode(CSV), setup.owner);
    withCsv = await runTask(setup.owner, chatSessionId, "how does rainfall relate to temperature?", [slot.fileId]);
  }, 200_000);

  it("without a file, is told so, generates data and still finishes with saved versions", () => {
    expect(withoutFiles.status, withoutFiles.errorInfo ?? "").toBe("finish");
    const [opening] = toolMessages(withoutFiles);
    expect(opening?.name).toBe("load_user_files");
    expect(opening?.content).toMatch(/^No files are attached to this task/);
    expect(notebookLists(withoutFiles).at(-1)).toHaveLength(2);
  });

  it("copies the CSV attached to a follow-up task into the workspace and reads it in the first cells", () => {
    expect(withCsv.status, withCsv.errorInfo ?? "").toBe("finish");
    const messages = toolMessages(withCsv);
    const opening = messages[0];
    expect(opening?.name).toBe("load_user_files");
    expect(opening?.content).toContain('1. weather_data.csv — 97 B (uploaded as "weather data.csv")');
    expect(opening?.content).toContain("First lines:\ncity,temperature,rainfall\nOslo,6.1,763");
    const load = messages.find((message) => message.name === "add_code_cell");
    expect(load?.content).toMatch(/^Cell 2 \(code\) ran, execution count \d+\.\nOutput:\n\(5, 3\)/);
    expect(load?.content).toContain("Oslo");
  });

  it("reads a failing cell's error back and fixes that cell", () => {
    const messages = toolMessages(withCsv);
    const failed = messages.findIndex((message) => message.name === "add_code_cell" && message.content?.startsWith("Cell 3 (code) failed"));
    const fixed = messages.findIndex((message) => message.name === "edit_cell");
    expect(failed).toBeGreaterThan(0);
    expect(fixed).toBeGreaterThan(failed);
    const error = messages[failed];
    expect(error?.content).toContain("NameError: name 'summry' is not defined");
    expect(error?.content).not.toContain("\x1b[");
    expect(error?.content).toContain("fix the cell with edit_cell (cell 3)");
    expect(error?.mid_output?.notebook_cell).toMatchObject({ number: 3, failures: 1, cell: { source: NOTEBOOK_FAILING_SOURCE } });
    expect(messages[fixed]?.content).toMatch(/^Cell 3 \(code\) ran/);
    expect(messages[fixed]?.content).toMatch(/mean\s+16\.16/);
    expect(messages[fixed]?.mid_output?.notebook_cell).toMatchObject({ number: 3, failures: 0, cell: { source: NOTEBOOK_FIXED_SOURCE } });
    const plot = messages.find((message) => message.content?.startsWith("Cell 4 (code) ran"));
    expect(plot?.content).toMatch(/\[image\/png \d+×\d+, \d+ kB\]/);
  });

  it("saves two versions, each valid nbformat 4 with a real PNG, listed oldest first, and finishes citing cells", async () => {
    const lists = notebookLists(withCsv);
    expect(lists).toHaveLength(2);
    const [v1, v2] = lists[1] ?? [];
    expect(lists[0]).toEqual([v1]);
    expect(v1).toBe(`/api/file/download?fileKey=${encodeURIComponent(`notebooks/${withCsv.taskId}/notebook-v1.ipynb`)}`);
    expect(v2).toMatch(/notebook-v2\.ipynb$/);
    const cellCounts: number[] = [];
    for (const url of [v1, v2]) {
      const redirect = await downloaded(setup.owner, url ?? "");
      expect(redirect.status).toBe(302);
      const file = await setup.backend.request(pathOf(redirect.headers.get("location") ?? ""));
      expect(file.status).toBe(200);
      expect(file.headers.get("content-type")).toBe("application/x-ipynb+json");
      expect(file.headers.get("content-disposition")).toContain(`filename="${url?.includes("v1") ? "notebook-v1.ipynb" : "notebook-v2.ipynb"}"`);
      const json = await file.text();
      await validateWithNbformat(json);
      const notebook = JSON.parse(json) as { nbformat: number; nbformat_minor: number; metadata: { kernelspec: { name: string } }; cells: SavedCell[] };
      expect(notebook).toMatchObject({ nbformat: 4, nbformat_minor: 5, metadata: { kernelspec: { name: "python3" } } });
      const pngs = pngsOf(notebook.cells);
      expect(pngs.length).toBeGreaterThan(0);
      for (const png of pngs) expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      cellCounts.push(notebook.cells.length);
    }
    expect(cellCounts).toEqual([5, 6]);
    const finish = toolMessages(withCsv).at(-1);
    expect(finish?.name).toBe("finish_task");
    expect(finish?.content).toMatch(/cell 4 shows/);
  });

  it("serves a version to its task's owner only; another user gets 404, a signed-out caller 401", async () => {
    const [v1] = notebookLists(withCsv).at(-1) ?? [];
    expect((await downloaded(setup.owner, v1 ?? "")).status).toBe(302);
    expect((await downloaded(setup.stranger, v1 ?? "")).status).toBe(404);
    expect((await downloaded(null, v1 ?? "")).status).toBe(401);
    // A shared session's visitors: tests/api/share/visitor.test.ts. Malformed and unsaved keys: tests/api/file/complete-and-download.test.ts.
  });
});

/** A two-sheet workbook written by pandas, as a researcher's Excel export would be. */
async function workbook(): Promise<Uint8Array> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), "notebook-xlsx-"));
  try {
    const file = path.join(folder, "book.xlsx");
    const script = [
      "import sys, pandas as pd",
      "with pd.ExcelWriter(sys.argv[1]) as book:",
      "    pd.DataFrame({'plot': ['A', 'B'], 'yield_kg': [3.5, 4.25]}).to_excel(book, sheet_name='Harvest', index=False)",
      "    pd.DataFrame({'note': ['dry spring']}).to_excel(book, sheet_name='Notes', index=False)",
    ].join("\n");
    await run("/usr/bin/python3", ["-c", script, file]);
    return await fs.readFile(file);
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
}

describe("the Jupyter Notebook agent's view of the attached files", () => {
  it("previews workbooks, JSON and PDF text, says Parquet cannot be read, and saves the notebook when it finishes", async () => {
    const files: Array<[string, Uint8Array]> = [
      ["harvest.xlsx", await workbook()],
      ["config.json", new TextEncoder().encode('{"site": "north field", "year": 2024}')],
      ["field notes.pdf", minimalPdf(["Soil moisture was low in April."])],
      ["yields.parquet", new TextEncoder().encode("PAR1 not really parquet PAR1")],
    ];
    const fileIds: string[] = [];
    for (const [name, bytes] of files) {
      fileIds.push((await uploadFile({ ...setup, token: setup.owner, publicUrl: PUBLIC_URL }, name, bytes, setup.owner)).fileId);
    }
    const chatSessionId = await createSession(setup.backend, setup.owner, "files");
    const task = await runTask(setup.owner, chatSessionId, "@preview what is in these files?", fileIds);
    expect(task.status, task.errorInfo ?? "").toBe("finish");
    const opening = toolMessages(task)[0]?.content ?? "";
    expect(opening).toContain("1. harvest.xlsx — ");
    expect(opening).toContain("Sheets: Harvest, Notes");
    expect(opening).toMatch(/--- sheet 'Harvest', first rows:\n\s*plot\s+yield_kg\n0\s+A\s+3\.50/);
    expect(opening).toContain('2. config.json — 37 B\nStarts with:\n{"site": "north field", "year": 2024}');
    expect(opening).toContain('3. field_notes.pdf — ');
    expect(opening).toContain("Soil moisture was low in April.");
    expect(opening).toContain("4. yields.parquet — 28 B\nParquet cannot be read here");
    // finish_task saved the one unsaved cell as version 1, announced before the finish result.
    expect(notebookLists(task)).toEqual([[expect.stringMatching(/notebook-v1\.ipynb$/)]]);
    expect(toolMessages(task).at(-1)).toMatchObject({ name: "finish_task", content: "Cell 1 names the files.", mid_output: { notebook_version: { version: 1 } } });
  }, 90_000);
});

describe("a Jupyter Notebook task cancelled while a cell runs", () => {
  it("has its kernel and every other sandbox process gone within 2 s", async () => {
    const chatSessionId = await createSession(setup.backend, setup.owner, "sleep");
    const answer = await createTask(setup.backend, setup.owner, { agentName: NOTEBOOK, chatSessionId, query: "@sleep then analyse" });
    const taskId = answer.body.result?.taskId ?? "";
    const marker = sandboxMarker(setup.dataDir, taskId);
    // The sleeping cell has been sent to the kernel: its call is the last step and the kernel's processes exist.
    const sleeping = await waitForTask(setup.backend, setup.owner, taskId, (task) => (task.steps ?? []).some((step) => step.content.includes("time.sleep(120)")), 60_000);
    expect(sleeping.status).toBe("processing");
    expect(await eventually(async () => (await processesOf(marker)).length > 0, 15_000)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect((await getTask(setup.backend, setup.owner, taskId)).body.result?.steps?.at(-1)?.content).toContain("time.sleep(120)");

    const cancelledAt = Date.now();
    expect((await cancelTask(setup.backend, setup.owner, taskId)).body.code).toBe(0);
    expect(await eventually(async () => (await processesOf(marker)).length === 0, 2000, 20)).toBe(true);
    expect(Date.now() - cancelledAt).toBeLessThan(2000);
  }, 90_000);
});
