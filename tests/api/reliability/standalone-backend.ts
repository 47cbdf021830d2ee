import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";

/**
 * `npm run backend` (scripts/backend.ts) as a child process that a test can kill -9 and start again on the same
 * database and DATA_DIR, as a crash and a process manager's restart would. Every process started is killed by
 * `killAll` (afterEach), whatever the test did.
 */
export type StandaloneBackend = { child: ChildProcess; base: string; output(): string; kill9(): Promise<void> };

const started: ChildProcess[] = [];

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });
}

/** Starts the process; `ready` decides from its output so far when the test may go on (default: listening). */
export function spawnBackend(env: Record<string, string>, ready = (output: string) => output.includes("backend listening on")): Promise<StandaloneBackend> {
  const child = spawn(process.execPath, ["--import", "tsx", "--conditions=react-server", "scripts/backend.ts"], {
    env: { ...process.env, NODE_ENV: "test", LOG_LEVEL: "warn", RUN_WORKERS: "false", BACKEND_HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  started.push(child);
  let output = "";
  const backend: StandaloneBackend = {
    child,
    base: `http://127.0.0.1:${env.BACKEND_PORT ?? "4000"}/api`,
    output: () => output,
    async kill9() {
      child.kill("SIGKILL");
      await exited(child);
    },
  };
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready(output)) resolve(backend);
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code, signal) => reject(new Error(`backend exited (${code ?? signal}) before it was ready:\n${output}`)));
  });
}

export async function killAll(): Promise<void> {
  for (const child of started.splice(0)) {
    child.kill("SIGKILL");
    await exited(child);
  }
}
