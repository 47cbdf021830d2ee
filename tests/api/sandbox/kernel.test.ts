import { getEventListeners } from "node:events";
import fs from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CellResult, Kernel, Sandbox } from "@/lib/backend/sandbox/executor";
import { startKernel } from "@/lib/backend/sandbox/kernel/start-kernel";
import type { NotebookOutput } from "@/lib/backend/sandbox/notebook-output";
import { sandboxMarker } from "@/lib/backend/sandbox/sandbox-marker";
import type { SandboxedProcess } from "@/lib/backend/sandbox/spawn-sandboxed";
import { notebookOutputSchema } from "@/lib/contract/entities/notebook";
import { createSandboxFixture, eventually, processesOf, type SandboxFixture } from "./sandbox-fixture";

/**
 * A Notebook task's kernel, for real: bridge.py and an IPython kernel inside bubblewrap, driven through the
 * sandbox's kernel(). What a researcher would notice if one failed: a table, a plot or a traceback missing from the
 * notebook, a stuck cell taking the notebook down with it, or kernels left running after the task.
 */
const TASK = "task-kernel";
const IDLE_TASK = "task-kernel-idle";
const CPU_TASK = "task-kernel-cpu";
const FORK_TASK = "task-kernel-fork";

let fixture: SandboxFixture;
let idleFixture: SandboxFixture;
/** Limits a kernel's own start fits in (~1 s of CPU, ~20 threads) and a runaway cell soon passes. */
let limitedFixture: SandboxFixture;
let sandbox: Sandbox;
let kernel: Kernel;
/** Every bridge the executor started, so a test can kill one as a crash would. */
const bridges: SandboxedProcess[] = [];
const seen: NotebookOutput[] = [];

const recordingStartKernel: typeof startKernel = (options) =>
  startKernel({
    ...options,
    spawn: (argv, env) => {
      const bridge = options.spawn(argv, env);
      bridges.push(bridge);
      return bridge;
    },
  });

async function run(code: string, options: Parameters<Kernel["execute"]>[1] = {}): Promise<CellResult> {
  const result = await kernel.execute(code, options);
  seen.push(...result.outputs);
  return result;
}

/** The command lines of a sandbox's processes, as `ps` would show them. */
async function commandsOf(marker: string): Promise<string[]> {
  const commands = await Promise.all((await processesOf(marker)).map(({ pid }) => fs.readFile(`/proc/${pid}/cmdline`, "utf8").catch(() => "")));
  return commands.map((command) => command.split("\0").join(" ").trim());
}

function textOf(result: CellResult): string {
  return result.outputs
    .map((output) => (output.output_type === "stream" ? output.text : output.output_type === "execute_result" ? String(output.data["text/plain"]) : ""))
    .join("");
}

beforeAll(async () => {
  fixture = await createSandboxFixture({}, { startKernel: recordingStartKernel });
  idleFixture = await createSandboxFixture({ SANDBOX_KERNEL_IDLE_SECONDS: "1" }, { startKernel });
  limitedFixture = await createSandboxFixture({ SANDBOX_CPU_SECONDS: "4", SANDBOX_PROCESSES: "40" }, { startKernel });
  sandbox = await fixture.executor.open(TASK);
  kernel = await sandbox.kernel();
}, 60_000);

afterAll(async () => {
  await fixture?.dispose();
  await idleFixture?.dispose();
  await limitedFixture?.dispose();
});

describe("a notebook cell in the sandboxed kernel", () => {
  it("shows a pandas groupby result, and state carries from cell to cell", async () => {
    await run('import pandas as pd\nscores = pd.DataFrame({"team": ["a", "b", "a", "c", "b"], "score": [10, 20, 30, 40, 50]})');
    const result = await run('print("grouped")\nscores.groupby("team")["score"].sum()');
    expect(result.status).toBe("ok");
    expect(result.outputs[0]).toEqual({ output_type: "stream", name: "stdout", text: "grouped\n" });
    const table = result.outputs.find((output) => output.output_type === "execute_result");
    expect(table?.output_type === "execute_result" && table.execution_count).toBe(result.executionCount);
    expect(textOf(result)).toMatch(/a\s+40\nb\s+70\nc\s+40/);
  });

  it("delivers a matplotlib figure as image/png", async () => {
    const result = await run("import matplotlib.pyplot as plt\nplt.plot([1, 2, 3], [1, 4, 9])\nplt.title('growth')\nplt.show()");
    const figure = result.outputs.find((output) => output.output_type === "display_data");
    const png = figure?.output_type === "display_data" ? figure.data["image/png"] : undefined;
    expect(typeof png).toBe("string");
    expect(Buffer.from(String(png), "base64").subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  });

  it("turns an exception into an error output with a readable traceback", async () => {
    const result = await run("def divide(a, b):\n    return a / b\n\ndivide(1, 0)");
    expect(result.status).toBe("error");
    expect(result.limit).toBeUndefined();
    const error = result.outputs.find((output) => output.output_type === "error");
    expect(error).toMatchObject({ output_type: "error", ename: "ZeroDivisionError", evalue: "division by zero" });
    const traceback = error?.output_type === "error" ? error.traceback.join("\n") : "";
    expect(traceback).toContain("return a / b");
    // No terminal colour codes: the notebook view and the agent read plain text.
    expect(traceback).not.toContain("\u001b[");
  });

  it("streams printed output while the cell still runs", async () => {
    const arrived: number[] = [];
    const result = await run("import time\nfor step in range(3):\n    print('step', step, flush=True)\n    time.sleep(0.4)", {
      onOutput: () => arrived.push(Date.now()),
    });
    const finished = Date.now();
    expect(textOf(result)).toBe("step 0\nstep 1\nstep 2\n");
    // Merged into one stream output in the notebook, yet each chunk was passed on as it came.
    expect(result.outputs).toHaveLength(1);
    expect(arrived.length).toBeGreaterThanOrEqual(2);
    expect(finished - (arrived[0] ?? finished)).toBeGreaterThan(500);
  });

  it("interrupts an endless loop at the cell timeout, names the limit, and the next cell runs in the same kernel", async () => {
    await run("before_the_loop = 41");
    const started = Date.now();
    const stuck = await run("while True:\n    pass", { timeoutSeconds: 2 });
    expect(stuck.status).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(5000);
    expect(stuck.limit).toEqual({ limit: "wall-clock", message: expect.stringMatching(/limit of 2 s per cell \(SANDBOX_CELL_SECONDS\)/) });
    expect(stuck.restarted).toBeUndefined();
    expect(textOf(await run("x = 1\nx + 1"))).toBe("2");
    expect(textOf(await run("before_the_loop + 1"))).toBe("42");
  });

  it("stops a memory hog with a MemoryError and a message naming SANDBOX_MEMORY_MB", async () => {
    const result = await run("hog = bytearray(8 * 1024 ** 3)");
    expect(result.status).toBe("error");
    expect(result.outputs).toContainEqual(expect.objectContaining({ ename: "MemoryError" }));
    expect(result.limit).toEqual({ limit: "memory", message: expect.stringMatching(/memory limit of 4096 MB per process \(SANDBOX_MEMORY_MB\)/) });
    expect(textOf(await run("'still alive'"))).toBe("'still alive'");
  });

  it("interrupts the running cell when its caller aborts, and the kernel goes on", async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error("task cancelled")), 300);
    await expect(kernel.execute("while True:\n    pass", { signal: controller.signal })).rejects.toThrow("task cancelled");
    // The whole result on failure: once, under a loaded machine, this cell answered without its value.
    const after = await run("'after the abort'");
    expect({ status: after.status, text: textOf(after), outputs: after.outputs }).toMatchObject({ status: "ok", text: "'after the abort'" });
  });

  it("lets one task-wide signal serve many cells without piling up listeners", async () => {
    const task = new AbortController();
    for (const value of [1, 2, 3]) expect(textOf(await run(`${value} * 10`, { signal: task.signal }))).toBe(`${value * 10}`);
    expect(getEventListeners(task.signal, "abort")).toHaveLength(0);
  });

  it("restarts a kernel that died, says so, and runs the next cell in the fresh one", async () => {
    await run("doomed = 'set before the crash'");
    // The fresh kernel starts in a workspace holding files named like modules it loads: they must not break it.
    for (const shadow of ["queue.py", "json.py"]) await sandbox.writeFile(shadow, "raise RuntimeError('a workspace file shadowed a module')\n");
    const died = await run("import os\nos._exit(3)");
    expect(died.restarted).toBe(true);
    expect(died.status).toBe("error");
    expect(died.outputs.at(-1)).toMatchObject({ output_type: "error", ename: "DeadKernelError", evalue: expect.stringMatching(/exit code 3.*variables are lost/) });
    expect(kernel.alive).toBe(true);
    expect(textOf(await run("1 + 1"))).toBe("2");
    const gone = await run("doomed");
    expect(gone.outputs).toContainEqual(expect.objectContaining({ ename: "NameError" }));
    // Cells do see the workspace's modules (as in Jupyter): these two would break the cells that follow.
    await run("import os\nfor shadow in ('queue.py', 'json.py'):\n    os.remove(shadow)");
  });

  it("restarts on request: a fresh interpreter in the same workspace, without the old one's processes", async () => {
    await run("kept_in_memory = 1\nopen('kept_on_disk.txt', 'w').write('still here')\nimport subprocess\nsubprocess.Popen(['sleep', '1000'])");
    const marker = sandboxMarker(fixture.dataDir, TASK);
    expect(await commandsOf(marker)).toContain("sleep 1000");
    await kernel.restart();
    expect(await commandsOf(marker)).not.toContain("sleep 1000");
    const fresh = await run("print(open('kept_on_disk.txt').read())\nkept_in_memory");
    expect(fresh.executionCount).toBe(1);
    expect(textOf(fresh)).toBe("still here\n");
    expect(fresh.outputs).toContainEqual(expect.objectContaining({ ename: "NameError" }));
  });

  it("leaves the packages its start skips (debugger, completions) importable by cells", async () => {
    expect(textOf(await run("import debugpy, jedi\nprint(debugpy.__name__, jedi.__name__)"))).toBe("debugpy jedi\n");
  });

  it("produces outputs that the notebook contract accepts", () => {
    expect(seen.length).toBeGreaterThan(10);
    for (const output of seen) expect(notebookOutputSchema.safeParse(output).success, JSON.stringify(output).slice(0, 200)).toBe(true);
  });
});

describe("a kernel's end", () => {
  it("fails the waiting cells with a clear message when its bridge is killed", async () => {
    const bridge = bridges.at(-1);
    expect(bridge).toBeDefined();
    const pending = kernel.execute("import time\ntime.sleep(30)");
    setTimeout(() => bridge?.killAll(), 300);
    await expect(pending).rejects.toThrow(/kernel stopped unexpectedly/);
    expect(kernel.alive).toBe(false);
    await expect(kernel.execute("1")).rejects.toThrow(/shut down/);
  });

  it("says why a kernel could not start", async () => {
    // -S: an interpreter that does not see the Jupyter packages, as on a machine where they are not installed.
    const withoutPackages: typeof startKernel = (options) => startKernel({ ...options, spawn: (argv, env) => options.spawn([argv[0] ?? "", "-S", ...argv.slice(1)], env) });
    const broken = await createSandboxFixture({}, { startKernel: withoutPackages });
    try {
      await expect((await broken.executor.open("task-kernel-broken")).kernel()).rejects.toThrow(/^The kernel could not start \(No module named '(zmq|jupyter_client)'\)/);
    } finally {
      await broken.dispose();
    }
  });

  it("shutdown leaves no process of the sandbox behind", async () => {
    kernel = await sandbox.kernel();
    expect(kernel.alive).toBe(true);
    expect(textOf(await run("'fresh'"))).toBe("'fresh'");
    const marker = sandboxMarker(fixture.dataDir, TASK);
    expect((await processesOf(marker)).length).toBeGreaterThan(0);
    await kernel.shutdown();
    expect(kernel.alive).toBe(false);
    expect(await eventually(async () => (await processesOf(marker)).length === 0, 2000)).toBe(true);
  });

  it("contains a fork bomb with a message naming SANDBOX_PROCESSES, and the kernel goes on", async () => {
    const forkKernel = await (await limitedFixture.executor.open(FORK_TASK)).kernel();
    // Children that exit at once stay as zombies, counting against the limit, until the cell reaps them: at once,
    // since while the limit is full the kernel itself cannot start the threads it needs for the next cell.
    const result = await forkKernel.execute(
      "import os\nchildren = []\ntry:\n    for _ in range(1000):\n        children.append(os.fork())\n        if children[-1] == 0:\n            os._exit(0)\nfinally:\n    for child in children:\n        os.waitpid(child, 0)",
    );
    expect(result.outputs).toContainEqual(expect.objectContaining({ ename: "BlockingIOError" }));
    expect(result.limit).toEqual({ limit: "processes", message: expect.stringMatching(/limit of 40 processes and threads \(SANDBOX_PROCESSES\)/) });
    const after = await forkKernel.execute("len(children)");
    expect(Number(textOf(after)), JSON.stringify(after.outputs)).toBeLessThan(40);
  });

  it("restarts a kernel stopped by the CPU limit and names SANDBOX_CPU_SECONDS", async () => {
    const cpuKernel = await (await limitedFixture.executor.open(CPU_TASK)).kernel();
    const result = await cpuKernel.execute("while True:\n    pass", { timeoutSeconds: 20 });
    expect(result.restarted).toBe(true);
    expect(result.limit).toEqual({ limit: "cpu", message: expect.stringMatching(/CPU time limit of 4 s per process \(SANDBOX_CPU_SECONDS\)/) });
    expect(result.outputs.at(-1)).toMatchObject({ ename: "DeadKernelError", evalue: expect.stringContaining("SIGXCPU") });
    const after = await cpuKernel.execute("6 * 7");
    expect(after.outputs[0]).toMatchObject({ output_type: "execute_result", data: { "text/plain": "42" } });
  });

  it("under SANDBOX=none too, shutdown ends the kernel and what its cells started", async () => {
    const uncontained = await createSandboxFixture({ SANDBOX: "none" }, { startKernel });
    try {
      const plainKernel = await (await uncontained.executor.open("task-kernel-none")).kernel();
      await plainKernel.execute("import subprocess\nsubprocess.Popen(['sleep', '1000'])");
      const marker = sandboxMarker(uncontained.dataDir, "task-kernel-none");
      expect(await commandsOf(marker)).toContain("sleep 1000");
      await plainKernel.shutdown();
      expect(await eventually(async () => (await processesOf(marker)).length === 0, 2000)).toBe(true);
    } finally {
      await uncontained.dispose();
    }
  });

  it("shuts an idle kernel down after SANDBOX_KERNEL_IDLE_SECONDS", async () => {
    const idleKernel = await (await idleFixture.executor.open(IDLE_TASK)).kernel();
    expect(idleKernel.alive).toBe(true);
    const marker = sandboxMarker(idleFixture.dataDir, IDLE_TASK);
    expect(await eventually(async () => !idleKernel.alive && (await processesOf(marker)).length === 0, 4000)).toBe(true);
  });
});
