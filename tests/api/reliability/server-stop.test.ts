import { type ChildProcess, spawn } from "node:child_process";
import http from "node:http";
import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";

/**
 * A stop signal ends the web server whatever its clients do (lib/bff/server-stop.ts): Node's server.close() alone
 * waits for ever on a connection that has not sent a request yet, so `next start` stayed up after SIGTERM.
 */
type Server = { child: ChildProcess; port: number; exited: Promise<{ code: number | null; stderr: string }> };

let running: Server | undefined;
afterEach(() => {
  running?.child.kill("SIGKILL");
  running = undefined;
});

async function startServer(deadlineMs: number): Promise<Server> {
  const child = spawn(process.execPath, ["--import", "tsx", "--conditions=react-server", "tests/fixtures/stopping-server.ts", String(deadlineMs)], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (data: Buffer) => (stderr += data.toString()));
  const exited = new Promise<{ code: number | null; stderr: string }>((resolve) => child.once("exit", (code) => resolve({ code, stderr })));
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout?.once("data", (data: Buffer) => resolve((JSON.parse(data.toString()) as { port: number }).port));
    child.once("exit", (code) => reject(new Error(`the server exited with ${code} before listening: ${stderr}`)));
  });
  running = { child, port, exited };
  return running;
}

/** The exit, or "still running" if there is none within `withinMs`. */
function exitWithin(server: Server, withinMs: number) {
  return Promise.race([server.exited, new Promise<"still running">((resolve) => setTimeout(() => resolve("still running"), withinMs))]);
}

function connected(port: number): Promise<net.Socket> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1", () => resolve(socket));
    socket.on("error", () => undefined);
  });
}

describe("stopping the web server", () => {
  it("ends a connection that never sent a request, and a kept-alive one between requests, and warns of nothing", async () => {
    const server = await startServer(60_000);
    const silent = await connected(server.port);
    const agent = new http.Agent({ keepAlive: true });
    const answer = await new Promise<string>((resolve) => {
      http.get({ port: server.port, host: "127.0.0.1", path: "/", agent }, (response) => {
        let body = "";
        response.on("data", (chunk: Buffer) => (body += chunk.toString()));
        response.on("end", () => resolve(body));
      });
    });
    expect(answer).toBe("ok");
    server.child.kill("SIGTERM");
    expect(await exitWithin(server, 10_000)).toEqual({ code: 143, stderr: "" });
    silent.destroy();
    agent.destroy();
  });

  it("exits at its deadline when a client never reads its answer", async () => {
    const server = await startServer(1000);
    const reader = await connected(server.port);
    reader.write("GET /never-read HTTP/1.1\r\nHost: test\r\n\r\n");
    reader.pause();
    await new Promise((resolve) => setTimeout(resolve, 200));
    server.child.kill("SIGTERM");
    const exit = await exitWithin(server, 10_000);
    expect(exit).toMatchObject({ code: 143 });
    expect(exit === "still running" ? "" : exit.stderr).toContain("the server had not stopped 1 s after SIGTERM: exiting with 1 connection(s) open");
    reader.destroy();
  });
});
