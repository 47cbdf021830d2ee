import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sandboxMarker } from "@/lib/backend/sandbox/sandbox-marker";
import { createSandboxFixture, eventually, processesOf, PYTHON, runToEnd, type SandboxFixture } from "./sandbox-fixture";

/**
 * Cancelling a task stops every process of its sandbox within 2 s and leaves no orphan (issue 15 item 5), checked
 * in /proc by the marker each sandbox carries; and sandboxes of different tasks run side by side.
 */
let fixture: SandboxFixture;

beforeAll(async () => {
  fixture = await createSandboxFixture();
});
afterAll(() => fixture?.dispose());

const marker = (taskId: string) => sandboxMarker(fixture.dataDir, taskId);

/** bwrap, its init, the shell and the two sleeps: waits until the command is really running. */
async function waitForProcesses(taskId: string, atLeast: number) {
  expect(await eventually(async () => (await processesOf(marker(taskId))).length >= atLeast, 5000)).toBe(true);
}

async function goneWithin(taskId: string, ms: number): Promise<number> {
  const started = Date.now();
  expect(await eventually(async () => (await processesOf(marker(taskId))).length === 0, ms, 20)).toBe(true);
  return Date.now() - started;
}

describe("cancel and concurrency", () => {
  it("an aborted command and its background child are gone within 2 s", async () => {
    const sandbox = await fixture.executor.open("cancel-abort");
    const abort = new AbortController();
    const { done } = sandbox.run("sleep 100 & sleep 100", { signal: abort.signal });
    await waitForProcesses("cancel-abort", 4);
    expect(sandbox.processes()).toHaveLength(1);
    abort.abort();
    const result = await done;
    expect(result).toMatchObject({ killed: true });
    expect(result.limit).toBeUndefined();
    expect(await goneWithin("cancel-abort", 2000)).toBeLessThan(2000);
    expect(sandbox.processes()).toEqual([]);
  });

  it("a command killed while its sandbox is still starting leaves nothing behind either", async () => {
    // bwrap's init asks to die with bwrap only some milliseconds in; a kill before that must still reach it.
    const sandbox = await fixture.executor.open("cancel-early");
    for (let delay = 0; delay < 40; delay += 1) {
      const { processId, done } = sandbox.run("sleep 100 & sleep 100");
      await new Promise((resolve) => setTimeout(resolve, delay % 20));
      const started = Date.now();
      await sandbox.kill(processId);
      expect(await done).toMatchObject({ killed: true });
      expect(Date.now() - started).toBeLessThan(2000);
    }
    expect(await goneWithin("cancel-early", 2000)).toBeLessThan(2000);
  });

  it("releasing a task stops all of its commands at once; kill() stops one", async () => {
    const sandbox = await fixture.executor.open("cancel-release");
    const first = sandbox.run("sleep 100 & sleep 100");
    const second = sandbox.run(`${PYTHON} -c 'import time; time.sleep(100)'`);
    const third = sandbox.run("sleep 100");
    await waitForProcesses("cancel-release", 8);
    expect(sandbox.processes().map((entry) => entry.processId).sort()).toEqual([first.processId, second.processId, third.processId].sort());

    await sandbox.kill(third.processId);
    expect(await third.done).toMatchObject({ killed: true });
    expect(sandbox.processes()).toHaveLength(2);

    await fixture.executor.release("cancel-release");
    expect(() => sandbox.run("echo too late")).toThrow(/released/);
    expect(await first.done).toMatchObject({ killed: true });
    expect(await second.done).toMatchObject({ killed: true });
    expect(await goneWithin("cancel-release", 2000)).toBeLessThan(2000);
  });

  it("releasing a task also shuts its kernel down, and a later kernel() starts a fresh one", async () => {
    const sandbox = await fixture.executor.open("cancel-kernel");
    const kernel = await sandbox.kernel();
    expect(await sandbox.kernel()).toBe(kernel);
    const cell = await kernel.execute("x = 6 * 7\nx");
    expect(cell.outputs).toContainEqual(expect.objectContaining({ output_type: "execute_result", data: expect.objectContaining({ "text/plain": "42" }) }));
    const running = sandbox.run("sleep 100");
    await waitForProcesses("cancel-kernel", 4);

    await fixture.executor.release("cancel-kernel");
    expect(await running.done).toMatchObject({ killed: true });
    expect(kernel.alive).toBe(false);
    expect(await goneWithin("cancel-kernel", 2000)).toBeLessThan(2000);

    const reopened = await fixture.executor.open("cancel-kernel");
    const fresh = await reopened.kernel();
    expect(fresh).not.toBe(kernel);
    expect((await fresh.execute("print('again')")).outputs).toContainEqual(expect.objectContaining({ output_type: "stream", text: "again\n" }));
    await fixture.executor.release("cancel-kernel");
  });

  it("ten tasks' sandboxes run a Python computation side by side, each with its own answer", async () => {
    const taskIds = Array.from({ length: 10 }, (_, index) => `concurrent-${index}`);
    const sandboxes = await Promise.all(taskIds.map((taskId) => fixture.executor.open(taskId)));
    const runs = await Promise.all(
      sandboxes.map(async (sandbox, index) => {
        await sandbox.writeFile("n.txt", String(index + 1));
        return runToEnd(sandbox, `${PYTHON} -c 'import numpy; n = int(open("n.txt").read()); print(int(numpy.arange(n * 1000).sum()))'`);
      }),
    );
    runs.forEach((ran, index) => {
      const n = (index + 1) * 1000;
      expect(ran.result.exitCode, ran.stderr).toBe(0);
      expect(ran.stdout.trim()).toBe(String((n * (n - 1)) / 2));
    });
  });
});
