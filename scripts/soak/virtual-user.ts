import { randomBytes } from "node:crypto";
import { createParser } from "eventsource-parser";
import { codeFrom, waitForMail } from "../../tests/fixtures/outbox";
import type { Tally } from "./tally";

/**
 * One simulated researcher of the soak, looping until the deadline: signs up and logs in now and then, chats (reading
 * the whole stream), runs a task to its end (polling as the page does), uploads and downloads a file, and checks
 * health. Every request has a time limit, so a stuck server shows up as failures rather than a soak that never ends.
 */
export type SoakTarget = { base: string; outboxDir: string; deadline: number };
type Envelope<T> = { code: number; result: T | null; message?: string };

const REQUEST_TIMEOUT_MS = 60_000;
const TASK_TIMEOUT_MS = 120_000;
const FILE_BYTES = 64 * 1024;
const SIGN_UP_EVERY = 5;

export async function runVirtualUser(target: SoakTarget, tally: Tally, index: number): Promise<void> {
  const password = `soak-${randomBytes(6).toString("hex")}`;
  let headers: Record<string, string> = {};
  for (let round = 0; Date.now() < target.deadline; round += 1) {
    try {
      // A new account, and a login, every few rounds: a login costs ~128 MB of scrypt for a moment, which would
      // otherwise dominate both the load and the memory readings.
      if (round % SIGN_UP_EVERY === 0 || !headers.token) {
        const email = await signUp(target, tally, `soak-${index}-${round}-${randomBytes(3).toString("hex")}@lab.example.org`, password);
        headers = await logIn(target, tally, email, password);
      }
      await chatTurn(target, tally, headers);
      await runTask(target, tally, headers);
      await uploadFile(target, tally, headers);
      await tally.time("health", () => fetch(`${target.base}/health`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) }));
    } catch (error) {
      tally.failure(`round (user ${index})`, error);
    }
  }
}

async function envelope<T>(tally: Tally, kind: string, url: string, init: RequestInit = {}): Promise<T> {
  const answer = await tally.time(kind, () => fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) }));
  const body = (await answer.json()) as Envelope<T>;
  if (body.code !== 0 || body.result === null) throw new Error(`${kind}: ${answer.status} ${body.code} ${body.message ?? ""}`);
  return body.result;
}

const post = (headers: Record<string, string>, body: unknown): RequestInit => ({
  method: "POST",
  headers: { ...headers, "content-type": "application/json" },
  body: JSON.stringify(body),
});

async function signUp(target: SoakTarget, tally: Tally, email: string, password: string): Promise<string> {
  const query = new URLSearchParams({ email, sendEmailType: "REGISTER", timestamp: String(Date.now()) });
  await envelope(tally, "sign-up code", `${target.base}/user/sendEmailAuthCode?${query}`);
  const authCode = codeFrom(await waitForMail(target.outboxDir, email, 0, 30_000));
  await envelope(tally, "sign-up", `${target.base}/user/emailSignUp`, post({}, { email, authCode, password, channel: "owner" }));
  return email;
}

async function logIn(target: SoakTarget, tally: Tally, email: string, password: string): Promise<Record<string, string>> {
  const { token } = await envelope<{ token: string }>(tally, "login", `${target.base}/user/login`, post({}, { userChannel: "email", email, password }));
  return { AuthToken: token, token };
}

async function newSession(target: SoakTarget, tally: Tally, headers: Record<string, string>, query: string): Promise<string> {
  return (await envelope<{ id: string }>(tally, "session create", `${target.base}/chat_session/create`, post(headers, { query }))).id;
}

async function chatTurn(target: SoakTarget, tally: Tally, headers: Record<string, string>): Promise<void> {
  const query = "Summarise attention in one paragraph";
  const chatSessionId = await newSession(target, tally, headers, query);
  const params = new URLSearchParams({ query, chatSessionId, chatStatus: "init", timestamp: String(Date.now()) });
  const events: string[] = [];
  const parser = createParser({ onEvent: (event) => events.push(event.event ?? "message") });
  await tally.time("chat stream", async () => {
    const answer = await fetch(`${target.base}/chat?${params}`, { headers, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    const decoder = new TextDecoder();
    // Read to the end inside the timing: the figure is the whole reply, not its first byte.
    for await (const piece of answer.body ?? []) parser.feed(decoder.decode(piece, { stream: true }));
    return answer;
  });
  if (events.at(-1) !== "complete" || events.includes("error")) throw new Error(`chat stream ended with ${events.slice(-3).join(",")}`);
  const list = await envelope<{ chatSessionMessages: unknown[] }>(
    tally,
    "message list",
    `${target.base}/chat_session/message/list?${new URLSearchParams({ chatSessionId })}`,
    { headers },
  );
  if (list.chatSessionMessages.length !== 1) throw new Error(`one turn stored ${list.chatSessionMessages.length} messages`);
}

async function runTask(target: SoakTarget, tally: Tally, headers: Record<string, string>): Promise<void> {
  const query = "survey retrieval-augmented generation";
  const chatSessionId = await newSession(target, tally, headers, query);
  const { taskId } = await envelope<{ taskId: string }>(tally, "task create", `${target.base}/task/create_task`, post(headers, { agentName: "Deep Search Agent", chatSessionId, query }));
  const until = Date.now() + TASK_TIMEOUT_MS;
  for (;;) {
    const task = await envelope<{ status: string }>(tally, "task poll", `${target.base}/task/get_task?${new URLSearchParams({ taskId, timestamp: String(Date.now()) })}`, { headers });
    if (task.status === "finish") return;
    if (task.status !== "processing") throw new Error(`task ${taskId} ended ${task.status}`);
    if (Date.now() > until) throw new Error(`task ${taskId} still processing after ${TASK_TIMEOUT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

type Slot = { fileId: string; tempUrl: string; contentType: string; fileKey: string };

async function uploadFile(target: SoakTarget, tally: Tally, headers: Record<string, string>): Promise<void> {
  const bytes = randomBytes(FILE_BYTES);
  const { results } = await envelope<{ results: Slot[] }>(tally, "upload slot", `${target.base}/file/batch_temp_urls`, post(headers, { files: [{ fileName: "soak.bin", fileSize: bytes.length }] }));
  const slot = results[0];
  if (!slot) throw new Error("no upload slot");
  const temp = new URL(slot.tempUrl);
  const put = await tally.time("upload put", () =>
    fetch(`${new URL(target.base).origin}${temp.pathname}${temp.search}`, { method: "PUT", headers: { "content-type": slot.contentType }, body: bytes, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) }),
  );
  if (put.status !== 200) throw new Error(`upload PUT answered ${put.status}`);
  await envelope(tally, "upload complete", `${target.base}/file/upload_complete`, post(headers, { files: [{ fileId: slot.fileId, success: true, actualFileSize: bytes.length, httpStatus: 200 }] }));
  const origin = new URL(target.base).origin;
  const download = await tally.time("download", () =>
    fetch(`${target.base}/file/download?${new URLSearchParams({ fileKey: slot.fileKey })}`, { headers, redirect: "manual", signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) }),
  );
  // The signed link names STORAGE_PUBLIC_URL (APP_URL, no app runs here): its path is the backend's own.
  const location = download.headers.get("location");
  const file = location
    ? await tally.time("download link", () => fetch(`${origin}${new URL(location).pathname}${new URL(location).search}`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) }))
    : download;
  if (!Buffer.from(await file.arrayBuffer()).equals(bytes)) throw new Error("the downloaded file differs from the upload");
}
