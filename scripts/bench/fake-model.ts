/**
 * The bench's fake model (chat-fake-llm.ts) as a child process: an OpenAI-compatible server whose text chunks carry
 * the moment they were written, for bench:chat and the chat stream of bench:sse.
 */
import { spawn } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import { appProcessPid } from "./chat-process";

export type FakeModel = { url: string; pid: number; stop(): void };

export async function startFakeModel(options: { port: number; chunks: number; delayMs: number; spreadMs: number }): Promise<FakeModel> {
  const args = ["tsx", "scripts/bench/chat-fake-llm.ts", "--port", String(options.port), "--chunks", String(options.chunks), "--delay-ms", String(options.delayMs), "--spread-ms", String(options.spreadMs)];
  const child = spawn("npx", args, { stdio: ["ignore", "ignore", "inherit"], detached: true });
  const url = `http://127.0.0.1:${options.port}`;
  const stop = () => {
    if (child.exitCode === null && child.pid !== undefined) process.kill(-child.pid, "SIGTERM");
  };
  for (let tries = 0; tries < 200; tries += 1) {
    if (await fetch(`${url}/control/stats`).then((answer) => answer.ok, () => false)) return { url, pid: appProcessPid(child.pid ?? 0), stop };
    await sleep(100);
  }
  stop();
  throw new Error("the bench fake model did not start");
}
