/**
 * `npm run bench:sandbox`: what the sandbox costs (issue 15). Three figures, each in bubblewrap and bare, with
 * p50/p99 and their ratio:
 * - sandbox start: `/usr/bin/python3 -c pass` through spawnSandboxed (bwrap + prlimit) vs spawned directly;
 * - kernel start: bridge.py and its IPython kernel ready, in bubblewrap vs the same bridge without it (SANDBOX=none's
 *   spawn: prlimit and the cleared environment only);
 * - cell overhead: a trivial cell (`1+1`) round trip through the Node kernel client, sandboxed vs that bare kernel.
 * Runs: BENCH_SANDBOX_RUNS (default 20) starts, BENCH_SANDBOX_KERNELS (default 10) kernel starts, 50 cells.
 * Goal: kernel start ≤ 1.5 s, cell overhead ≤ 20 ms over bare.
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { readBackendConfig } from "@/lib/backend/config";
import { logger } from "@/lib/backend/logger";
import type { Kernel } from "@/lib/backend/sandbox/executor";
import { startKernel } from "@/lib/backend/sandbox/kernel/start-kernel";
import { processLimits } from "@/lib/backend/sandbox/limits";
import { sandboxMarker, sandboxUser } from "@/lib/backend/sandbox/sandbox-marker";
import { type SandboxTarget, spawnSandboxed } from "@/lib/backend/sandbox/spawn-sandboxed";
import { isEntryPoint } from "./entry-point";
import { percentile } from "./percentile";
import { benchSetting } from "./settings";

const RUNS = benchSetting("BENCH_SANDBOX_RUNS", 20, 3);
const KERNEL_RUNS = benchSetting("BENCH_SANDBOX_KERNELS", 10, 2);
const CELLS = benchSetting("BENCH_SANDBOX_CELLS", 50, 10);
const PYTHON = "/usr/bin/python3";

type Mode = "bubblewrap" | "none";

async function timed(action: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await action();
  return performance.now() - started;
}

async function exitOf(child: ReturnType<typeof spawn>): Promise<void> {
  const [code] = (await once(child, "exit")) as [number | null];
  if (code !== 0) throw new Error(`exited with ${code}`);
}

export type SandboxFigure = { runs: number; sandboxP50: number; sandboxP99: number; bareP50: number; bareP99: number };
export type SandboxResult = { root: boolean; start: SandboxFigure; kernelStart: SandboxFigure; cell: SandboxFigure };

function figure(runs: number, sandboxed: number[], bare: number[]): SandboxFigure {
  return { runs, sandboxP50: percentile(sandboxed, 50), sandboxP99: percentile(sandboxed, 99), bareP50: percentile(bare, 50), bareP99: percentile(bare, 99) };
}

function row(name: string, f: SandboxFigure) {
  return {
    figure: name,
    runs: f.runs,
    "sandbox p50 ms": Number(f.sandboxP50.toFixed(1)),
    "sandbox p99 ms": Number(f.sandboxP99.toFixed(1)),
    "bare p50 ms": Number(f.bareP50.toFixed(1)),
    "bare p99 ms": Number(f.bareP99.toFixed(1)),
    "ratio p50": Number((f.sandboxP50 / f.bareP50).toFixed(2)),
    "over bare p50 ms": Number((f.sandboxP50 - f.bareP50).toFixed(1)),
  };
}

export async function run(): Promise<SandboxResult> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "bench-sandbox-"));
  const config = readBackendConfig({ ...process.env, DATA_DIR: dataDir });
  const root = process.getuid?.() === 0;
  const workspaceDir = path.join(dataDir, "workspace");
  await fs.mkdir(workspaceDir);
  // As the executor does as root: the task's own unprivileged user owns the workspace and runs the code.
  const taskUser = sandboxUser("bench");
  if (root) await fs.chown(workspaceDir, taskUser.uid, taskUser.gid);
  const target = (mode: Mode): SandboxTarget => ({
    mode,
    bwrap: "/usr/bin/bwrap",
    workspaceDir,
    limits: processLimits(config),
    marker: sandboxMarker(dataDir, "bench"),
    runAs: mode === "bubblewrap" && root ? taskUser : undefined,
  });
  const openKernel = (mode: Mode): Promise<Kernel> =>
    startKernel({ spawn: (argv, env) => spawnSandboxed(target(mode), argv, { env }), python: PYTHON, settings: config, log: logger });

  try {
    const starts = { sandboxed: [] as number[], bare: [] as number[] };
    // Alternating, after a warm-up of each, so the page cache and CPU frequency treat both alike.
    for (let index = -1; index < RUNS; index += 1) {
      const sandboxed = await timed(() => exitOf(spawnSandboxed(target("bubblewrap"), [PYTHON, "-c", "pass"])));
      const bare = await timed(() => exitOf(spawn(PYTHON, ["-c", "pass"], { stdio: "ignore" })));
      if (index < 0) continue;
      starts.sandboxed.push(sandboxed);
      starts.bare.push(bare);
    }

    const kernelStarts = { sandboxed: [] as number[], bare: [] as number[] };
    for (let index = -1; index < KERNEL_RUNS; index += 1) {
      for (const mode of ["bubblewrap", "none"] as const) {
        let kernel: Kernel | undefined;
        const ms = await timed(async () => (kernel = await openKernel(mode)));
        await kernel?.shutdown();
        if (index >= 0) kernelStarts[mode === "bubblewrap" ? "sandboxed" : "bare"].push(ms);
      }
    }

    const cells = { sandboxed: [] as number[], bare: [] as number[] };
    const kernels = { sandboxed: await openKernel("bubblewrap"), bare: await openKernel("none") };
    try {
      for (let cell = -3; cell < CELLS; cell += 1) {
        for (const side of ["sandboxed", "bare"] as const) {
          const kernel = kernels[side];
          let answer = "";
          const ms = await timed(async () => {
            const result = await kernel.execute("1+1");
            const output = result.outputs[0];
            answer = output?.output_type === "execute_result" ? String(output.data["text/plain"]) : "";
          });
          if (answer !== "2") throw new Error(`the ${side} kernel answered ${JSON.stringify(answer)} to 1+1`);
          if (cell >= 0) cells[side].push(ms);
        }
      }
    } finally {
      await Promise.all([kernels.sandboxed.shutdown(), kernels.bare.shutdown()]);
    }

    return {
      root,
      start: figure(RUNS, starts.sandboxed, starts.bare),
      kernelStart: figure(KERNEL_RUNS, kernelStarts.sandboxed, kernelStarts.bare),
      cell: figure(CELLS, cells.sandboxed, cells.bare),
    };
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

if (isEntryPoint(import.meta.url)) {
  const result = await run();
  console.log(`\nbench:sandbox — bubblewrap vs bare ${PYTHON}, ${os.cpus().length} cores${result.root ? ", sandboxed code as an unprivileged per-task user" : ""}`);
  console.table([row("sandbox start (python3 -c pass)", result.start), row("kernel start (bridge + kernel ready)", result.kernelStart), row("cell round trip (1+1)", result.cell)]);
  const overhead = result.cell.sandboxP50 - result.cell.bareP50;
  console.log(`goal: kernel start ≤ 1500 ms (p50 ${result.kernelStart.sandboxP50.toFixed(1)} ms), cell overhead ≤ 20 ms over bare (p50 ${overhead.toFixed(1)} ms)`);
}
