import { describe, expect, it } from "vitest";
import type { ToolContext } from "@/lib/backend/agents/definition";
import { CPU_ONLY, GPU_REQUESTED_ON_CPU, prepareWorkspaceTool } from "@/lib/backend/agents/experiment/prepare-workspace";
import type { RunOptions, Sandbox } from "@/lib/backend/sandbox/executor";

/**
 * Issue 17 item 3: no executor here has a GPU, so the run's first result says it runs on CPU — and that a GPU was
 * asked for in vain when it was. A researcher who asked for a GPU would otherwise wonder why training is slow.
 */
const PROBE_ANSWER = "python 3.11.2\ncpus 2\nnumpy 1.24.2\nscipy 1.10.1\npandas 1.5.3\nscikit-learn 1.2.1\nmatplotlib -\ntorch -\n";

function contextWith(enableGpu: boolean | undefined): ToolContext {
  const sandbox = {
    run(_command: string, options: RunOptions = {}) {
      options.onOutput?.({ processId: "p1", stream: "stdout", data: PROBE_ANSWER });
      return { processId: "p1", done: Promise.resolve({ processId: "p1", exitCode: 0, signal: null, killed: false }) };
    },
  } as unknown as Sandbox;
  return {
    taskId: "t1",
    userId: "u1",
    signal: new AbortController().signal,
    deps: { config: { SANDBOX_PYTHON: "/usr/bin/python3" } },
    trajectory: () => [],
    fileIds: [],
    sandbox: async () => sandbox,
    enableGpu,
    appendShellLogs: async () => undefined,
  } as unknown as ToolContext;
}

async function opening(enableGpu: boolean | undefined): Promise<string> {
  return (await prepareWorkspaceTool.execute({}, contextWith(enableGpu))).content;
}

describe("the Auto Experiment agent's first result", () => {
  it.each([
    [true, GPU_REQUESTED_ON_CPU],
    [false, CPU_ONLY],
    [undefined, CPU_ONLY],
  ])("with enableGpu %s starts with %s", async (enableGpu, first) => {
    expect((await opening(enableGpu)).split("\n")[0]).toBe(first);
  });

  it("says what the sandbox's Python has, that PyTorch is missing, and that nothing can be installed", async () => {
    const text = await opening(false);
    expect(text).toContain("2 CPU cores. Python 3.11.2: run it as `python3`.");
    expect(text).toContain("Installed: numpy 1.24.2, scipy 1.10.1, pandas 1.5.3, scikit-learn 1.2.1.");
    expect(text).toContain("Not installed: matplotlib, torch (no PyTorch: use numpy or scikit-learn).");
    expect(text).toContain("There is no network: nothing else can be installed or downloaded.");
    expect(text).toMatch(/No files are attached to this task\./);
  });
});
