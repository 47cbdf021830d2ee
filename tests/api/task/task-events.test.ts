import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isTaskRequest, TASK_SCRIPT_STEPS, taskTurn } from "../../fixtures/fake-llm";
import { createParser, type EventSourceMessage } from "eventsource-parser";
import { cancelTask, createTaskSetup, startTask, type TaskSetup } from "./task-support";

/** GET /task/events/{taskId}: the task's updates as server-sent events, each step once, ending with the task. */
let setup: TaskSetup;
beforeAll(async () => {
  setup = await createTaskSetup((request) => (isTaskRequest(request) ? taskTurn(request, { delayMs: 100 }) : { text: "chat" }));
});
afterAll(() => setup.dispose());

/** Every event of a stream, once the server ends it. */
async function readSse(response: Response): Promise<EventSourceMessage[]> {
  const events: EventSourceMessage[] = [];
  const parser = createParser({ onEvent: (event) => events.push(event) });
  const decoder = new TextDecoder();
  for await (const chunk of response.body ?? []) parser.feed(decoder.decode(chunk, { stream: true }));
  return events;
}

const eventsPath = (taskId: string) => `/task/events/${encodeURIComponent(taskId)}?timestamp=${Date.now()}`;
const auth = (token: string) => ({ headers: { AuthToken: token, token } });

describe("GET /task/events/{taskId}", () => {
  it("streams update events carrying each step exactly once, in order, and ends after the finish", async () => {
    const { taskId } = await startTask(setup, setup.owner);
    const response = await setup.backend.request(eventsPath(taskId), auth(setup.owner));
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const events = await readSse(response);
    const updates = events.filter((event) => event.event === "update").map((event) => JSON.parse(event.data) as { steps: { id: string }[]; status: string });
    expect(updates.flatMap((update) => update.steps.map((step) => step.id))).toEqual(Array.from({ length: TASK_SCRIPT_STEPS }, (_, i) => String(i + 1)));
    expect(updates.at(-1)?.status).toBe("finish");
    expect(updates.slice(0, -1).every((update) => update.status === "processing")).toBe(true);
  });

  it("ends with the terminated status when the task is cancelled", async () => {
    const { taskId } = await startTask(setup, setup.owner);
    const response = await setup.backend.request(eventsPath(taskId), auth(setup.owner));
    const reading = readSse(response);
    await cancelTask(setup.backend, setup.owner, taskId);
    const updates = (await reading).filter((event) => event.event === "update").map((event) => JSON.parse(event.data) as { status: string; errorCode: string | null });
    expect(updates.at(-1)).toMatchObject({ status: "error", errorCode: "1" });
  });

  it("answers another user 404 and an anonymous caller 401, as envelopes", async () => {
    const { taskId } = await startTask(setup, setup.owner);
    const stranger = await setup.backend.json(eventsPath(taskId), auth(setup.stranger));
    expect(stranger).toEqual({ status: 404, body: { code: 404, result: null, message: "Task not found", error: "Task not found" } });
    expect((await setup.backend.json(eventsPath(taskId))).status).toBe(401);
    await cancelTask(setup.backend, setup.owner, taskId);
  });
});
