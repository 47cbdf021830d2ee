import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { startPlan } from "@/lib/backend/services/credit/plan-change";
import { userForToken } from "@/lib/backend/services/user/tokens";
import type { Invite } from "@/lib/contract";
import { type CallDef, type CallId, callIds, contractCalls } from "@/lib/contract/calls";
import { isTaskRequest, taskTurn } from "../../fixtures/fake-llm";
import { middlewareSubrequestForms } from "../../fixtures/middleware-subrequest";
import { createSession, messageList } from "../chat/chat-support";
import { person } from "../credit/payments-support";
import { bytesOf, PUBLIC_URL, uploadFile } from "../file/files-support";
import { post } from "../support/accounts";
import { createTaskSetup, getTask, startTask, type TaskSetup } from "../task/task-support";
import {
  backendCaller,
  bffCaller,
  type Caller,
  type CallParts,
  publicCalls,
  signedInCalls,
  unservedCalls,
  useTestBackendForBff,
} from "./access-support";

/**
 * The access matrix (issue 13, battery): every contract call, from the call table, against the embedded backend
 * and through the BFF. What a user would notice if it failed: someone without an account, or another user, reads
 * or changes their sessions, tasks or files; or a header trick walks past the session check.
 */
const secret = "access-matrix-secret-of-enough-length";
/** Written into every resource the owner makes; no answer to anyone else may contain it. */
const marker = `owner-secret-${Date.now().toString(36)}`;

let setup: TaskSetup;
let undoBff: () => void;
const owned = { sessionId: "", taskId: "", taskSessionId: "", fileId: "", fileKey: "", inviteId: "", labmateId: "" };

beforeAll(async () => {
  process.env.AUTH_SECRET = secret;
  // Task turns are slow enough that the owner's task is still running when the stranger tries to cancel it.
  setup = await createTaskSetup((request) => (isTaskRequest(request) ? taskTurn(request, { delayMs: 400 }) : { text: "chat" }), {
    STORAGE_PUBLIC_URL: PUBLIC_URL,
  });
  undoBff = useTestBackendForBff(setup.backend);
  owned.sessionId = await createSession(setup.backend, setup.owner, `${marker} session`);
  const task = await startTask(setup, setup.owner, "Deep Search Agent", `${marker} task`);
  owned.taskId = task.taskId;
  owned.taskSessionId = task.chatSessionId;
  const slot = await uploadFile({ ...setup, token: setup.owner, publicUrl: PUBLIC_URL }, `${marker}.txt`, bytesOf(16));
  owned.fileId = slot.fileId;
  owned.fileKey = slot.fileKey;
  await ownLab();
});

/** The owner's Ultra lab with one labmate, and an invite made for someone else's address (the stranger's is not it). */
async function ownLab() {
  const ownerRow = await userForToken(setup.backend.deps, setup.owner);
  await setup.backend.deps.db.transaction((tx) => startPlan(tx, { userId: ownerRow?.id ?? "", plan: "lab", periodKey: "access-matrix" }));
  const labmate = await person(setup.backend, "labmate");
  const inviteFor = async (email?: string) => (await post<Invite>(setup.backend, "/credit/invite", { email }, { token: setup.owner })).body.result?.inviteId ?? "";
  await post(setup.backend, `/credit/join?${new URLSearchParams({ inviteId: await inviteFor() })}`, undefined, { token: labmate.token });
  owned.labmateId = labmate.id;
  owned.inviteId = await inviteFor(`invited-${Date.now().toString(36)}@lab.example.org`);
}
afterAll(async () => {
  undoBff();
  await setup.dispose();
});

const callers: Array<[string, () => Caller]> = [
  ["the embedded backend", () => backendCaller(setup.backend)],
  ["the BFF", () => bffCaller(secret)],
];

describe("the call table's classification", () => {
  it("lists every call that needs no account with a reason, and none the contract says needs one", () => {
    const noAccount = callIds.filter((id) => contractCalls[id].auth === "none");
    expect(noAccount.filter((id) => publicCalls[id] === undefined)).toEqual([]);
    expect(Object.keys(publicCalls).filter((id) => contractCalls[id as CallId].auth === "required")).toEqual([]);
  });

  it("puts every call in exactly one class", () => {
    const classes = callIds.map((id) => [unservedCalls.has(id), publicCalls[id] !== undefined, signedInCalls.includes(id)].filter(Boolean).length);
    expect(classes.every((n) => n === 1)).toBe(true);
  });
});

describe.each(callers)("an anonymous caller through %s", (_name, caller) => {
  it.each(signedInCalls)("%s answers the contract's 401 'Please log in first'", async (id) => {
    const reply = await caller()(id, wellFormed(id));
    expect({ status: reply.status, code: reply.code }, reply.text).toEqual({ status: 401, code: 401 });
    expect(reply.text).toContain("Please log in first");
    expect(reply.text).not.toContain(marker);
  });

  it.each([...unservedCalls])("%s, served by nothing yet, answers the 404 envelope", async (id) => {
    const reply = await caller()(id);
    expect({ status: reply.status, code: reply.code }, reply.text).toEqual({ status: 404, code: 404 });
  });

  it.each(Object.keys(publicCalls) as CallId[])("%s is public and answers without a server error", async (id) => {
    const reply = await caller()(id);
    expect(reply.status, reply.text).toBeLessThan(500);
    expect(reply.eventStream || reply.code !== undefined, reply.text).toBe(true);
  });
});

describe.each(callers)("a signed-in caller through %s", (_name, caller) => {
  // One test over the list rather than one per call: the list ends empty, and an empty suite fails.
  it("gets 404 from every call still unserved (once one is served, it leaves unservedCalls)", async () => {
    for (const id of unservedCalls) {
      const reply = await caller()(id, {}, setup.owner);
      expect({ id, status: reply.status, code: reply.code }, reply.text).toEqual({ id, status: 404, code: 404 });
      expect(reply.text).toContain("No such API path");
    }
  });
});

/**
 * The things a user owns, each with the calls that reach it by id. A new kind of resource (notebook, project file,
 * credit record, lab) is one more row here; the coverage test below fails until its calls are in a row.
 */
type Probe = { id: CallId; parts: CallParts };
type OwnedResource = { name: string; probes: () => Probe[] };
const probe = (id: CallId, parts: CallParts): Probe => ({ id, parts });

const resources: OwnedResource[] = [
  {
    name: "chat session",
    probes: () => [
      probe("chatSession.messageList", { query: { chatSessionId: owned.sessionId } }),
      probe("chat.stream", { query: { query: "tell me", chatSessionId: owned.sessionId, chatStatus: "init" } }),
      probe("task.createTask", { body: { agentName: "Idea Agent", chatSessionId: owned.sessionId, query: "ideas" } }),
      probe("chatSession.share", { body: { chatSessionId: owned.sessionId } }),
      probe("chatSession.unshare", { body: { chatSessionId: owned.sessionId } }),
      probe("chatSession.clone", { body: { chatSessionId: owned.sessionId } }),
    ],
  },
  {
    name: "task",
    probes: () => [
      probe("task.getTask", { query: { taskId: owned.taskId } }),
      probe("task.events", { params: { taskId: owned.taskId } }),
      probe("task.cancel", { params: { id: owned.taskId } }),
      probe("file.projectZip", { query: { taskId: owned.taskId } }),
    ],
  },
  {
    name: "uploaded file",
    probes: () => [
      probe("file.download", { query: { fileKey: owned.fileKey } }),
      probe("file.uploadComplete", { body: { files: [{ fileId: owned.fileId, success: true }] } }),
    ],
  },
  {
    name: "lab",
    probes: () => [
      probe("credit.join", { query: { inviteId: owned.inviteId } }),
      probe("credit.remove", { body: { userId: owned.labmateId } }),
    ],
  },
];

/**
 * A request a handler accepts up to its session check: the owner's real ids where a resource row reaches the call,
 * so an anonymous caller is refused for want of a session, not for a malformed request.
 */
function wellFormed(id: CallId): CallParts {
  return resources.flatMap((resource) => resource.probes()).find((each) => each.id === id)?.parts ?? {};
}

/** Top-level request fields that name a resource (…Id, …Ids, …Key, or a bare id). */
function resourceFields(id: CallId): string[] {
  const call: CallDef = contractCalls[id];
  return [call.params, call.query, call.body]
    .flatMap((schema) => (schema instanceof z.ZodObject ? Object.keys(schema.shape) : []))
    .filter((field) => /^id$|Ids?$|Key$/.test(field));
}

describe("ownership", () => {
  it("probes every signed-in call that takes a resource id", () => {
    const probed = new Set(resources.flatMap((resource) => resource.probes().map((each) => each.id)));
    const takesResource = signedInCalls.filter((id) => resourceFields(id).length > 0);
    expect(takesResource.filter((id) => !probed.has(id))).toEqual([]);
  });

  describe.each(callers)("another user through %s", (_name, caller) => {
    it.each(resources.map((resource) => [resource.name, resource] as const))("gets 403 or 404, never the owner's %s", async (_resource, resource) => {
      for (const { id, parts } of resource.probes()) {
        const reply = await caller()(id, parts, setup.stranger);
        expect([403, 404], `${id}: ${reply.status} ${reply.text}`).toContain(reply.status);
        expect([403, 404], `${id}: ${reply.text}`).toContain(reply.code);
        expect(reply.text, id).not.toContain(marker);
      }
    });
  });

  it("leaves the owner's things as they were", async () => {
    const history = await messageList(setup.backend, setup.owner, owned.sessionId);
    expect(history.body.result?.chatSessionMessages).toEqual([]);
    expect((await getTask(setup.backend, setup.owner, owned.taskId)).body.result?.status).toBe("processing");
    const download = await backendCaller(setup.backend)("file.download", { query: { fileKey: owned.fileKey } }, setup.owner);
    expect(download.status).toBe(302);
  });
});

describe.each(middlewareSubrequestForms)("x-middleware-subrequest: %s", (form) => {
  it("changes nothing: anonymous calls through the BFF still get 401, unserved ones 404", async () => {
    const bff = bffCaller(secret);
    const headers = { "x-middleware-subrequest": form };
    for (const id of signedInCalls) {
      const reply = await bff(id, wellFormed(id), undefined, headers);
      expect({ id, status: reply.status, code: reply.code }, reply.text).toEqual({ id, status: 401, code: 401 });
    }
    for (const id of unservedCalls) {
      const reply = await bff(id, {}, undefined, headers);
      expect({ id, status: reply.status }, reply.text).toEqual({ id, status: 404 });
    }
  });

  it("changes nothing for another user: the owner's task stays out of reach", async () => {
    const reply = await bffCaller(secret)("task.getTask", { query: { taskId: owned.taskId } }, setup.stranger, { "x-middleware-subrequest": form });
    expect(reply.status).toBe(404);
    expect(reply.text).not.toContain(marker);
  });
});
