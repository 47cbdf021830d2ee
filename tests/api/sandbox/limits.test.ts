import { execFileSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sandboxMarker } from "@/lib/backend/sandbox/sandbox-marker";
import { createSandboxFixture, processesOf, PYTHON, runToEnd, type SandboxFixture } from "./sandbox-fixture";

/**
 * Runaway code meets a limit and both the agent and the researcher are told which one, by its setting's name
 * (issue 15 acceptance: memory hog, fork bomb, a 2 GB writer, CPU spin, wall clock). Limits are small so each case
 * ends in about a second.
 */
let fixture: SandboxFixture;

beforeAll(async () => {
  fixture = await createSandboxFixture({
    SANDBOX_MEMORY_MB: "300",
    SANDBOX_PROCESSES: "16",
    SANDBOX_FILE_SIZE_MB: "50",
    SANDBOX_DISK_MB: "40",
    SANDBOX_CPU_SECONDS: "1",
  });
});
afterAll(() => fixture?.dispose());

const MB = 1024 * 1024;

describe("sandbox limits", () => {
  it("stops a memory hog at the address-space limit and names SANDBOX_MEMORY_MB", async () => {
    const sandbox = await fixture.executor.open("limit-memory");
    const ran = await runToEnd(sandbox, `${PYTHON} -c 'x = bytearray(600 * 1024 * 1024); print("ALLOCATED")'`);
    expect(ran.stdout).not.toContain("ALLOCATED");
    expect(ran.result.limit?.limit).toBe("memory");
    expect(ran.result.limit?.message).toBe("The command was stopped: it reached the memory limit of 300 MB per process (SANDBOX_MEMORY_MB).");
  });

  it("contains a fork bomb: the host stays responsive, the message names SANDBOX_PROCESSES, nothing is left over", async () => {
    const sandbox = await fixture.executor.open("limit-fork");
    const bomb = "import os, time\nwhile True:\n    if os.fork() == 0:\n        time.sleep(60)\n        os._exit(0)\n";
    await sandbox.writeFile("bomb.py", bomb);
    const ran = await runToEnd(sandbox, `${PYTHON} bomb.py`, { timeoutSeconds: 20 });
    expect(ran.result.limit?.limit).toBe("processes");
    expect(ran.result.limit?.message).toContain("limit of 16 processes and threads (SANDBOX_PROCESSES)");
    expect(ran.ms).toBeLessThan(10_000);
    // The host can still start processes at once, and the bomb's sleeping children went with their sandbox.
    expect(execFileSync("/bin/echo", ["host ok"], { timeout: 2000 }).toString()).toBe("host ok\n");
    expect(await processesOf(sandboxMarker(fixture.dataDir, "limit-fork"))).toEqual([]);
  });

  it("counts processes per task: while one task's fork bomb holds its limit, another task still starts commands", async () => {
    const bombing = await fixture.executor.open("limit-fork-held");
    await bombing.writeFile("hold.py", "import os, time\nwhile True:\n    try:\n        if os.fork() == 0:\n            time.sleep(60)\n            os._exit(0)\n    except OSError:\n        print('FULL', flush=True)\n        time.sleep(60)\n");
    let full!: () => void;
    const isFull = new Promise<void>((resolve) => (full = resolve));
    const bomb = bombing.run(`${PYTHON} hold.py`, { onOutput: (chunk) => chunk.data.includes("FULL") && full() });
    await isFull;
    const other = await fixture.executor.open("limit-fork-neighbour");
    // A pipe of two programs: the shell forks twice (a shell builtin would fork nothing and prove nothing).
    const ran = await runToEnd(other, "/bin/echo neighbour ok | /bin/cat");
    expect(ran.stdout).toBe("neighbour ok\n");
    await bombing.kill(bomb.processId);
    expect((await bomb.done).killed).toBe(true);
  });

  it("stops a 2 GB writer at the file-size limit and names SANDBOX_FILE_SIZE_MB", async () => {
    const sandbox = await fixture.executor.open("limit-file-size");
    const ran = await runToEnd(sandbox, "dd if=/dev/zero of=big.bin bs=1M count=2048");
    expect(ran.result.limit?.limit).toBe("file-size");
    expect(ran.result.limit?.message).toBe("The command was stopped: it wrote a file past the limit of 50 MB per file (SANDBOX_FILE_SIZE_MB).");
    const [file] = (await sandbox.listFiles()).filter((entry) => entry.path === "big.bin");
    expect(file?.size).toBe(50 * MB);
  });

  it("stops a Python writer at the file-size limit too (Python ignores SIGXFSZ and raises instead)", async () => {
    const sandbox = await fixture.executor.open("limit-file-size-python");
    const ran = await runToEnd(sandbox, `${PYTHON} -c 'f = open("big.bin", "wb")\nfor _ in range(2048): f.write(bytes(1024 * 1024))'`);
    expect(ran.result.limit?.limit).toBe("file-size");
    expect(ran.result.limit?.message).toContain("(SANDBOX_FILE_SIZE_MB)");
  });

  it("stops many files that together pass the workspace's disk limit and names SANDBOX_DISK_MB", async () => {
    const sandbox = await fixture.executor.open("limit-disk");
    const writer = "i=0; while [ $i -lt 200 ]; do i=$((i+1)); dd if=/dev/zero of=part$i bs=1M count=10 2>/dev/null; sleep 0.1; done; echo FINISHED";
    const ran = await runToEnd(sandbox, writer);
    expect(ran.stdout).not.toContain("FINISHED");
    expect(ran.result.limit?.limit).toBe("disk");
    expect(ran.result.limit?.message).toContain("disk limit of 40 MB (SANDBOX_DISK_MB)");
    const written = (await sandbox.listFiles()).reduce((total, entry) => total + entry.size, 0);
    expect(written).toBeGreaterThan(40 * MB);
    expect(written).toBeLessThan(400 * MB);
  });

  it("interrupts a notebook cell that fills the workspace past SANDBOX_DISK_MB, and keeps the kernel", async () => {
    // A fixture of its own: the kernel needs more than the 1 s of CPU the other cases allow.
    const diskOnly = await createSandboxFixture({ SANDBOX_DISK_MB: "40" });
    try {
      const sandbox = await diskOnly.executor.open("limit-disk-kernel");
      const kernel = await sandbox.kernel();
      await kernel.execute("kept = 42");
      const filler = "import time\nfor i in range(200):\n    open(f'part{i}', 'wb').write(bytes(10 * 1024 * 1024))\n    time.sleep(0.1)\nprint('FINISHED')";
      const started = Date.now();
      const cell = await kernel.execute(filler, { timeoutSeconds: 60 });
      expect(cell.status).not.toBe("ok");
      expect(cell.outputs).toContainEqual(expect.objectContaining({ output_type: "error", ename: "KeyboardInterrupt" }));
      expect(cell.outputs.filter((output) => output.output_type === "stream")).toEqual([]);
      expect(Date.now() - started).toBeLessThan(10_000);
      const written = (await sandbox.listFiles()).reduce((total, entry) => total + entry.size, 0);
      expect(written).toBeLessThan(400 * MB);
      expect(JSON.stringify((await kernel.execute("print(kept)")).outputs)).toContain("42");
    } finally {
      await diskOnly.dispose();
    }
  });

  it("stops a CPU spin at SANDBOX_CPU_SECONDS", async () => {
    const sandbox = await fixture.executor.open("limit-cpu");
    const ran = await runToEnd(sandbox, "while :; do :; done", { timeoutSeconds: 20 });
    expect(ran.result.limit?.limit).toBe("cpu");
    expect(ran.result.limit?.message).toBe("The command was stopped: it used the CPU time limit of 1 s per process (SANDBOX_CPU_SECONDS).");
    expect(ran.ms).toBeLessThan(8000);
  });

  it("kills a command past its wall clock, with everything it started", async () => {
    const sandbox = await fixture.executor.open("limit-wall-clock");
    const ran = await runToEnd(sandbox, "sleep 30 & sleep 30", { timeoutSeconds: 1 });
    expect(ran.result.limit?.limit).toBe("wall-clock");
    expect(ran.result.limit?.message).toContain("(SANDBOX_COMMAND_SECONDS)");
    expect(ran.result.killed).toBe(false);
    expect(ran.ms).toBeLessThan(3000);
    expect(await processesOf(sandboxMarker(fixture.dataDir, "limit-wall-clock"))).toEqual([]);
  });

  it("reports no limit for an ordinary failing command", async () => {
    const sandbox = await fixture.executor.open("limit-none");
    const ran = await runToEnd(sandbox, "echo some error >&2; exit 3");
    expect(ran.result).toMatchObject({ exitCode: 3, killed: false });
    expect(ran.result.limit).toBeUndefined();
  });
});
