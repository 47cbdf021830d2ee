import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseStepContent, type Task } from "@/lib/contract/entities/task";
import type { TrajectoryMessage } from "@/lib/contract/entities/trajectory";
import { experimentModel } from "../../fixtures/fake-llm/experiment-script";
import { createSession } from "../chat/chat-support";
import { createTask, createTaskSetup, type TaskSetup, waitForTask } from "../task/task-support";
import { putOwnerOnPro } from "../credit/credit-support";

/**
 * Issue 17 security acceptance: a model-written script that tries the network, the host's files (/etc/shadow, the
 * server's data folder, /proc/1/environ) or the server's secrets fails inside the sandbox, run through the Auto
 * Experiment agent's own tools (the executor's own escape tests are tests/api/sandbox/escape.test.ts), and its file
 * tools refuse paths out of the workspace. A researcher would notice a failure here as their keys, their data or
 * the server itself being reachable from code an agent wrote.
 */
const SECRET = `exp-fake-secret-${randomBytes(8).toString("hex")}`;
const SECRET_NAMES = ["AUTH_SECRET", "LLM_API_KEY", "S3_SECRET_ACCESS_KEY", "GITHUB_CLIENT_SECRET"];
const saved: Record<string, string | undefined> = {};

let setup: TaskSetup;
let listener: net.Server;
let port = 0;
let connections = 0;
let task: Task;

beforeAll(async () => {
  setup = await createTaskSetup(experimentModel);
  await putOwnerOnPro(setup);
  // Set once the backend has read its settings: the secrets are in the server's environment while the agent runs.
  for (const name of SECRET_NAMES) {
    saved[name] = process.env[name];
    process.env[name] = `${SECRET}-${name}`;
  }
  listener = net.createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", resolve));
  port = (listener.address() as net.AddressInfo).port;
  const query = `@escape dataDir=${setup.dataDir} port=${port}`;
  const chatSessionId = await createSession(setup.backend, setup.owner, "escape");
  const answer = await createTask(setup.backend, setup.owner, { agentName: "ML Agent", chatSessionId, query });
  task = await waitForTask(setup.backend, setup.owner, answer.body.result?.taskId ?? "", (current) => current.status !== "processing", 90_000);
}, 120_000);
afterAll(async () => {
  for (const name of SECRET_NAMES) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  await new Promise((resolve) => listener?.close(resolve));
  await setup?.dispose();
});

const toolMessages = (current: Task) =>
  (current.steps ?? [])
    .flatMap((step) => {
      const parsed = parseStepContent(step.content);
      return parsed.ok && parsed.value.type === "trajectory" ? (parsed.value.payload.messages ?? []) : [];
    })
    .filter((message): message is Extract<TrajectoryMessage, { role: "tool" }> => message.role === "tool");

describe("a model-written script run by the Auto Experiment agent", () => {
  it("reaches neither the network nor a port the host listens on", () => {
    expect(task.status, task.errorInfo ?? "").toBe("finish");
    const output = toolMessages(task).find((message) => message.name === "run_command")?.content ?? "";
    expect(output).toMatch(/^network: refused \(\w+\)$/m);
    expect(output).toMatch(/^host port: refused \(\w+\)$/m);
    expect(connections).toBe(0);
  });

  it("reads neither /etc/shadow, nor the server's data folder, nor the server's secrets", () => {
    const output = toolMessages(task).find((message) => message.name === "run_command")?.content ?? "";
    expect(output).toMatch(/^shadow: refused \((PermissionError|FileNotFoundError)\)$/m);
    expect(output).toContain("data dir: refused (FileNotFoundError)");
    expect(output).toMatch(/cat: \/etc\/shadow: (Permission denied|No such file or directory)/);
    expect(output).toContain("ls: cannot access '/root': No such file or directory");
    // Nothing of the server's environment anywhere in the task: tool results, shell logs, project files.
    const everything = JSON.stringify(task);
    expect(everything).not.toContain(SECRET);
    for (const name of SECRET_NAMES) expect(everything).not.toContain(name);
    // The environment it does get: the sandbox's own, with the BLAS thread cap for training commands.
    expect(output).toMatch(/^OMP_NUM_THREADS=\d+$/m);
  });

  it("cannot read or write outside the workspace through the agent's file tools", async () => {
    const messages = toolMessages(task);
    const reads = messages.filter((message) => message.name === "read_file").map((message) => message.content);
    expect(reads).toEqual(["/etc/shadow is absolute; paths are relative to the workspace.", '../../../etc/passwd uses "..", which could leave the workspace.']);
    expect(messages.find((message) => message.name === "write_file" && message.content?.includes("outside"))?.content).toBe(
      '../outside.txt uses "..", which could leave the workspace.',
    );
    await expect(fs.access(path.join(setup.dataDir, "workspaces", "outside.txt"))).rejects.toThrow();
    expect(messages.at(-1)?.name).toBe("implement_failed");
  });
});
