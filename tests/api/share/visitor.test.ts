import { createParser, type EventSourceMessage } from "eventsource-parser";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { rateLimitHits, tasks } from "@/lib/backend/db/schema";
import { createSession, readChat } from "../chat/chat-support";
import { type CloneSetup, createCloneSetup, NOTEBOOK_JSON, type OriginalSession, ownersSession, TRAIN_SCRIPT, UPLOAD_BYTES } from "../clone/clone-support";
import { bytesOf, pathOf, uploadFile } from "../file/files-support";
import { bffCaller, useTestBackendForBff } from "../security/access-support";
import { get, post, uniqueIp } from "../support/accounts";
import { cancelTask, createTask, getTask } from "../task/task-support";
import {
  share,
  sharedDownload,
  sharedLink,
  sharedMessages,
  sharedProjectZip,
  sharedTask,
  sharedTaskEvents,
  unshare,
} from "./share-support";

/**
 * Issue 21, the visitor's side: anyone holding a session's active share link, anonymous or signed in as someone
 * else, reads the session, its tasks (without what they cost), their event streams and the files they used or
 * made, through signed links that expire; and changes nothing. Without the link the session stays private.
 */
const secret = "share-visitor-secret-of-enough-length";
let setup: CloneSetup;
let original: OriginalSession;
let shareId: string;
let undoBff: () => void;
beforeAll(async () => {
  process.env.AUTH_SECRET = secret;
  setup = await createCloneSetup();
  undoBff = useTestBackendForBff(setup.backend);
  original = await ownersSession(setup);
  ({ shareId } = await sharedLink(setup.backend, setup.owner, original.chatSessionId));
});
afterAll(async () => {
  undoBff();
  await setup.dispose();
});

const visitors: Array<[string, () => string | undefined]> = [
  ["an anonymous visitor", () => undefined],
  ["another signed-in user", () => setup.stranger],
];
const sessionNotFound = { code: 404, result: null, message: "Chat session not found", error: "Chat session not found" };
const taskNotFound = { code: 404, result: null, message: "Task not found", error: "Task not found" };

async function eventsOf(response: Response): Promise<EventSourceMessage[]> {
  const events: EventSourceMessage[] = [];
  const parser = createParser({ onEvent: (event) => events.push(event) });
  const decoder = new TextDecoder();
  for await (const chunk of response.body ?? []) parser.feed(decoder.decode(chunk, { stream: true }));
  return events;
}

/** Follows a download's redirect as a browser would, with no session at all: the signature is the permission. */
async function followed(redirect: Response): Promise<Response> {
  expect(redirect.status, await redirect.clone().text()).toBe(302);
  return setup.backend.request(pathOf(redirect.headers.get("location") ?? ""));
}

describe.each(visitors)("%s holding the share link", (_name, visitor) => {
  it("reads the session's messages as visitType visitor, without the owner's share link or email", async () => {
    const read = await sharedMessages(setup.backend, visitor(), original.chatSessionId, shareId);
    expect(read.status, read.text).toBe(200);
    const owners = await sharedMessages(setup.backend, setup.owner, original.chatSessionId);
    expect(read.body.result?.chatSession).toEqual({ id: original.chatSessionId, title: "What is RAG?", visitType: "visitor" });
    expect(read.body.result?.chatSessionMessages).toEqual(owners.body.result?.chatSessionMessages);
    expect(read.text).not.toMatch(/@lab\.example\.org/);
  });

  it("reads a task with its steps, but not what it cost (creditUsed null)", async () => {
    const read = await sharedTask(setup.backend, visitor(), original.finishedTaskId, shareId);
    expect(read.status, read.text).toBe(200);
    const owners = await getTask(setup.backend, setup.owner, original.finishedTaskId);
    expect(owners.body.result?.creditUsed).toBe(2.5);
    expect(read.body.result).toEqual({ ...owners.body.result, creditUsed: null });
  });

  it("follows a task's event stream", async () => {
    const response = await sharedTaskEvents(setup.backend, visitor(), original.finishedTaskId, shareId);
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const updates = (await eventsOf(response)).filter((event) => event.event === "update").map((event) => JSON.parse(event.data) as { status: string });
    expect(updates.at(-1)?.status).toBe("finish");
  });

  it("downloads the task's notebook, project file and package, and the upload it used, through signed links", async () => {
    const notebook = await followed(await sharedDownload(setup.backend, visitor(), original.notebookKey, shareId));
    expect(await notebook.text()).toBe(NOTEBOOK_JSON);
    const project = await followed(await sharedDownload(setup.backend, visitor(), original.projectKey, shareId));
    expect(await project.text()).toBe(TRAIN_SCRIPT);
    const upload = await followed(await sharedDownload(setup.backend, visitor(), original.upload.fileKey, shareId));
    expect(new Uint8Array(await upload.arrayBuffer())).toEqual(UPLOAD_BYTES);
    const zip = await sharedProjectZip(setup.backend, visitor(), original.finishedTaskId, shareId);
    expect(zip.status).toBe(200);
    expect(new TextDecoder().decode(unzipSync(new Uint8Array(await zip.arrayBuffer()))["src/train.py"])).toBe(TRAIN_SCRIPT);
  });

  it("gets 404 for an upload of the owner's that no task of the session used", async () => {
    const other = await uploadFile(setup.files(setup.owner), "private.csv", bytesOf(8));
    const answer = await sharedDownload(setup.backend, visitor(), other.fileKey, shareId);
    expect(answer.status).toBe(404);
  });

  it("changes nothing: chat, create_task, cancel, uploads, share and unshare are refused", async () => {
    const token = visitor();
    const refusal = token === undefined ? 401 : 404;
    const chat = await readChat(setup.backend, { query: "take over", chatSessionId: original.chatSessionId }, { token });
    expect(chat.status).toBe(refusal);
    const created = await createTask(setup.backend, token, { agentName: "Idea Agent", chatSessionId: original.chatSessionId, query: "ideas", shareId });
    expect(created.status).toBe(refusal);
    expect((await cancelTask(setup.backend, token, original.runningTaskId)).status).toBe(refusal);
    expect((await share(setup.backend, token, original.chatSessionId)).status).toBe(refusal);
    expect((await unshare(setup.backend, token, original.chatSessionId)).status).toBe(refusal);
    const completed = await post<{ files: unknown[] }>(setup.backend, "/file/upload_complete", { files: [{ fileId: original.upload.fileId, success: false }] }, { token });
    expect(completed.status).toBe(refusal);
    if (token === undefined) {
      expect((await post(setup.backend, "/file/batch_temp_urls", { files: [{ fileName: "x.csv", fileSize: 4 }] })).status).toBe(401);
    }

    expect((await getTask(setup.backend, setup.owner, original.runningTaskId)).body.result?.status).toBe("processing");
    expect((await sharedMessages(setup.backend, setup.owner, original.chatSessionId)).body.result?.chatSessionMessages).toHaveLength(3);
    expect((await sharedMessages(setup.backend, undefined, original.chatSessionId, shareId)).status).toBe(200);
    expect((await followed(await sharedDownload(setup.backend, setup.owner, original.upload.fileKey))).status).toBe(200);
  });
});

describe("a browser without a session, through the BFF", () => {
  it("reads the shared session, its task and its notebook link with the shareId, and gets 401 without it", async () => {
    const bff = bffCaller(secret);
    const messages = await bff("chatSession.messageList", { query: { chatSessionId: original.chatSessionId, shareId } });
    expect(messages.status, messages.text).toBe(200);
    expect(messages.text).toContain('"visitType":"visitor"');
    expect((await bff("task.getTask", { query: { taskId: original.finishedTaskId, shareId } })).status).toBe(200);
    expect((await bff("file.download", { query: { fileKey: original.notebookKey, shareId } })).status).toBe(302);
    expect((await bff("chatSession.messageList", { query: { chatSessionId: original.chatSessionId } })).status).toBe(401);
  });
});

describe("a signed link handed to a visitor", () => {
  it("works without any session, then expires after STORAGE_DOWNLOAD_URL_TTL_SECONDS", async () => {
    const redirect = await sharedDownload(setup.backend, undefined, original.notebookKey, shareId);
    const location = pathOf(redirect.headers.get("location") ?? "");
    expect((await setup.backend.request(location)).status).toBe(200);
    setup.clock.advance((setup.backend.deps.config.STORAGE_DOWNLOAD_URL_TTL_SECONDS + 2) * 1000);
    const expired = await setup.backend.request(location);
    expect(expired.status).toBe(403);
    expect(await expired.json()).toMatchObject({ message: "This link has expired" });
  });
});

describe("without the session's active link", () => {
  it("an anonymous caller is asked to log in (401) by every read", async () => {
    expect((await sharedMessages(setup.backend, undefined, original.chatSessionId)).status).toBe(401);
    expect((await sharedTask(setup.backend, undefined, original.finishedTaskId)).status).toBe(401);
    expect((await sharedTaskEvents(setup.backend, undefined, original.finishedTaskId)).status).toBe(401);
    expect((await sharedDownload(setup.backend, undefined, original.notebookKey)).status).toBe(401);
    expect((await sharedDownload(setup.backend, undefined, original.upload.fileKey)).status).toBe(401);
    expect((await sharedProjectZip(setup.backend, undefined, original.finishedTaskId)).status).toBe(401);
  });

  it("another user gets 404 for an unshared session, and a link to another session does not open this one", async () => {
    const unshared = await ownersSession(setup);
    const otherLink = await sharedLink(setup.backend, setup.owner, await createSession(setup.backend, setup.owner, "something else"));
    for (const [token, id] of [
      [setup.stranger, undefined],
      [setup.stranger, otherLink.shareId],
      [undefined, otherLink.shareId],
      [undefined, shareId],
    ] as const) {
      const read = await sharedMessages(setup.backend, token, unshared.chatSessionId, id);
      expect(read.body, `${token ?? "anonymous"} with ${id ?? "no shareId"}`).toEqual(sessionNotFound);
      expect((await sharedTask(setup.backend, token, unshared.finishedTaskId, id)).body).toEqual(taskNotFound);
      expect((await sharedTaskEvents(setup.backend, token, unshared.finishedTaskId, id)).status).toBe(404);
      expect((await sharedDownload(setup.backend, token, unshared.notebookKey, id)).status).toBe(404);
      expect((await sharedDownload(setup.backend, token, unshared.upload.fileKey, id)).status).toBe(404);
      expect((await sharedProjectZip(setup.backend, token, unshared.finishedTaskId, id)).status).toBe(404);
    }
  });

  it("an upload of someone else's named in the owner's task does not download through the owner's link", async () => {
    const strangers = await uploadFile(setup.files(setup.stranger), "theirs.csv", bytesOf(8));
    const [task] = await setup.backend.deps.db
      .insert(tasks)
      .values({ userId: original.ownerId, sessionId: original.chatSessionId, agentName: "ML Agent", query: "borrow", fileIds: [strangers.fileId], status: "finish" })
      .returning({ id: tasks.id });
    expect(task).toBeDefined();
    expect((await sharedDownload(setup.backend, undefined, strangers.fileKey, shareId)).status).toBe(404);
  });
});

describe("the owner with a shareId", () => {
  it("is still the owner: visitType owner, the share link and the task's cost", async () => {
    const read = await sharedMessages(setup.backend, setup.owner, original.chatSessionId, shareId);
    expect(read.body.result?.chatSession).toMatchObject({ visitType: "owner", shareUrl: expect.stringContaining(shareId) as unknown });
    expect((await sharedTask(setup.backend, setup.owner, original.finishedTaskId, shareId)).body.result?.creditUsed).toBe(2.5);
  });
});

describe("a revoked link", () => {
  it("stops working for every read, files included, and a new share gives a new token", async () => {
    const session = await ownersSession(setup);
    const first = await sharedLink(setup.backend, setup.owner, session.chatSessionId);
    expect((await sharedTask(setup.backend, undefined, session.finishedTaskId, first.shareId)).status).toBe(200);
    await unshare(setup.backend, setup.owner, session.chatSessionId);
    expect((await sharedMessages(setup.backend, undefined, session.chatSessionId, first.shareId)).body).toEqual(sessionNotFound);
    expect((await sharedTask(setup.backend, setup.stranger, session.finishedTaskId, first.shareId)).body).toEqual(taskNotFound);
    expect((await sharedTaskEvents(setup.backend, undefined, session.finishedTaskId, first.shareId)).status).toBe(404);
    expect((await sharedDownload(setup.backend, undefined, session.notebookKey, first.shareId)).status).toBe(404);
    expect((await sharedDownload(setup.backend, undefined, session.upload.fileKey, first.shareId)).status).toBe(404);
    expect((await sharedProjectZip(setup.backend, undefined, session.finishedTaskId, first.shareId)).status).toBe(404);

    const second = await sharedLink(setup.backend, setup.owner, session.chatSessionId);
    expect(second.shareId).not.toBe(first.shareId);
    expect((await sharedTask(setup.backend, undefined, session.finishedTaskId, second.shareId)).status).toBe(200);
  });
});

describe("anonymous shared reads", () => {
  it("count against a per-address limit (429 once spent); a signed-in visitor's reads do not", async () => {
    setup.clock.toNextWindow(60_000);
    const ip = uniqueIp();
    const path = `/task/get_task?${new URLSearchParams({ taskId: original.finishedTaskId, shareId })}`;
    const { db } = setup.backend.deps;
    const counted = () =>
      db
        .select({ hits: rateLimitHits.hits })
        .from(rateLimitHits)
        .where(and(eq(rateLimitHits.bucket, "shared-read"), eq(rateLimitHits.subject, ip)));
    expect((await get(setup.backend, path, { ip })).status).toBe(200);
    expect((await get(setup.backend, path, { ip, token: setup.stranger })).status).toBe(200);
    expect(await counted()).toEqual([{ hits: 1 }]);

    await db.update(rateLimitHits).set({ hits: 1_000_000 }).where(and(eq(rateLimitHits.bucket, "shared-read"), eq(rateLimitHits.subject, ip)));
    const limited = await get(setup.backend, path, { ip });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBeTruthy();
    expect((await get(setup.backend, path, { ip: uniqueIp() })).status).toBe(200);
  });
});
