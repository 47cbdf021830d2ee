import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseStepContent, type Task, type TaskStep } from "@/lib/contract/entities/task";
import type { TrajectoryMessage } from "@/lib/contract/entities/trajectory";
import { isTaskRequest, researchTurn } from "../../fixtures/fake-llm";
import { startFakePapers, type FakePapers } from "../../fixtures/fake-papers";
import { minimalPdf } from "../../fixtures/fake-papers/minimal-pdf";
import { createSession } from "../chat/chat-support";
import { PUBLIC_URL, uploadFile } from "../file/files-support";
import { createTask, createTaskSetup, type TaskSetup, waitForTask } from "../task/task-support";

/**
 * Issue 7 §1: the files attached to a task (fileIds) are the user's own sources. A Deep Survey with a PDF uploaded
 * through the real file API opens by reading it, lists it as source [1], and still runs to its report; a file of
 * someone else's is not read. If these fail, the agent ignores what the user gave it, or reads another user's file.
 */
let papers: FakePapers;
let setup: TaskSetup;

beforeAll(async () => {
  papers = await startFakePapers();
  const script = (request: Parameters<typeof researchTurn>[0]) => (isTaskRequest(request) ? researchTurn(request) : { text: "chat" });
  setup = await createTaskSetup(script, { ...papers.env, STORAGE_PUBLIC_URL: PUBLIC_URL });
});
afterAll(async () => {
  await setup.dispose();
  await papers.close();
});

const FILE_NAME = "my-lab-notes.pdf";
const pdf = minimalPdf(["Our lab measured retrieval quality on long documents.", "Chunking by section improved recall."]);

/** Uploads the PDF as `token`'s file: slot, PUT, confirm, as the browser does. */
async function uploadPdf(token: string): Promise<string> {
  const slot = await uploadFile({ ...setup, token, publicUrl: PUBLIC_URL }, FILE_NAME, pdf, token);
  return slot.fileId;
}

async function runWithFiles(token: string, fileIds: string[]): Promise<Task> {
  const query = "retrieval augmented generation evaluation";
  const chatSessionId = await createSession(setup.backend, token, query);
  const answer = await createTask(setup.backend, token, { agentName: "Deep Search Agent", chatSessionId, query, fileIds });
  expect(answer.body.code, answer.text).toBe(0);
  const taskId = answer.body.result?.taskId ?? "";
  return waitForTask(setup.backend, token, taskId, (task) => task.status !== "processing", 20_000);
}

function messagesOf(step: TaskStep | undefined): TrajectoryMessage[] {
  const parsed = parseStepContent(step?.content ?? "");
  return parsed.ok && parsed.value.type === "trajectory" ? (parsed.value.payload.messages ?? []) : [];
}

const toolMessagesOf = (step: TaskStep | undefined) => messagesOf(step).flatMap((message) => (message.role === "tool" ? [message] : []));
const toolMessages = (task: Task) => (task.steps ?? []).flatMap(toolMessagesOf);

/** The opening call (a turn with no text) and the result that answers it. */
function opening(task: Task) {
  const [callStep, resultStep] = task.steps ?? [];
  const call = messagesOf(callStep).flatMap((message) => (message.role === "assistant" ? [message] : []))[0];
  return { call, result: toolMessagesOf(resultStep)[0], resultStep };
}

describe("a Deep Survey with the user's own file attached", () => {
  it("opens by reading the file, lists it as source [1], and runs to its report", async () => {
    const fileId = await uploadPdf(setup.owner);
    const task = await runWithFiles(setup.owner, [fileId]);
    expect(task.status, task.errorInfo ?? "").toBe("finish");
    // get_task lists them, so a hand-off from this task (issue 17) takes them on after a reload too.
    expect(task.fileIds).toEqual([fileId]);

    const { call, result, resultStep } = opening(task);
    expect(call?.content ?? "").toBe("");
    expect(call?.tool_calls?.map((toolCall) => toolCall.function.name)).toEqual(["read_user_files"]);
    expect(resultStep?.name).toBe("read_user_files");
    expect(result?.content).toMatch(/^The user's files:\n\n\[1\] my-lab-notes\.pdf \(\d{4}\) — /);
    expect(result?.content).toContain("Our lab measured retrieval quality on long documents.");
    expect(result?.mid_output?.paper).toEqual([expect.objectContaining({ id: `upload:${fileId}`, title: FILE_NAME })]);
    // The script reads source [1]: the file's full text, extracted from the PDF.
    const read = toolMessages(task).find((message) => message.name === "read_paper");
    expect(read?.content).toMatch(/^Source \[1\]: my-lab-notes\.pdf\n\n/);
    expect(read?.content).toContain("Chunking by section improved recall.");
    // The searched papers number on from [2], and the report's citations still all resolve.
    const search = toolMessages(task).find((message) => message.name === "search_papers");
    expect(search?.content).toMatch(/^\[2\] /m);
    expect(search?.content).not.toMatch(/^\[1\] /m);
    const final = toolMessagesOf(task.steps?.at(-1))[0];
    expect(final?.name).toBe("finish_deep_search");
    expect(final?.mid_output).toMatchObject({ citation_check: { unknown: 0, unsupported: 0 } });
  });

  it("does not read another user's file: the tool answers that no readable files are attached", async () => {
    const fileId = await uploadPdf(setup.owner);
    const task = await runWithFiles(setup.stranger, [fileId]);
    expect(task.status, task.errorInfo ?? "").toBe("finish");
    const { result } = opening(task);
    expect(result?.name).toBe("read_user_files");
    expect(result?.content).toBe("No readable files are attached to this task.");
    expect(result?.mid_output?.paper ?? []).toEqual([]);
    expect(JSON.stringify(task.steps)).not.toContain(`upload:${fileId}`);
  });
});
