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

/** Starts the process without waiting for it; `listening` settles once it serves (or fails if it exits first). */
export function launchBackend(env: Record<string, string>): StandaloneBackend & { listening: Promise<void> } {
  const child = spawn(process.execPath, ["--import", "tsx", "--conditions=react-server", "scripts/backend.ts"], {
    env: { ...process.env, NODE_ENV: "test", LOG_LEVEL: "warn", RUN_WORKERS: "false", BACKEND_HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  started.push(child);
  let output = "";
  const listening = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("backend listening on")) resolve();
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code, signal) => reject(new Error(`backend exited (${code ?? signal}) before it was listening:\n${output}`)));
  });
  // A test that kills the process before it listens does not wait for this; the rejection is not a failure then.
  listening.catch(() => undefined);
  return {
    child,
    base: `http://127.0.0.1:${env.BACKEND_PORT ?? "4000"}/api`,
    output: () => output,
    listening,
    async kill9() {
      child.kill("SIGKILL");
      await exited(child);
    },
  };
}

/** Starts the process and waits until it serves. */
export async function spawnBackend(env: Record<string, string>): Promise<StandaloneBackend> {
  const backend = launchBackend(env);
  await backend.listening;
  return backend;
}

export async function killAll(): Promise<void> {
  for (const child of started.splice(0)) {
    child.kill("SIGKILL");
    await exited(child);
  }
}
