import "server-only";
import { z } from "zod";
import { defineTool, type ToolContext } from "../definition";
import { runPythonScript } from "../workspace/sandbox-python";
import { copyUserFiles } from "../workspace/user-files";

/**
 * The Auto Experiment agent's opening call: what the run has to work with. First the compute (issue 17 item 3: no
 * executor here has a GPU, so the trajectory's first result says the run is on CPU, and that a GPU was asked for in
 * vain when it was), then the sandbox's Python and which of the usual ML packages it has (PyTorch only if it is
 * installed), then the user's files, copied into the workspace.
 */
export const PREPARE_WORKSPACE_TOOL = "prepare_workspace";

export const GPU_REQUESTED_ON_CPU = "GPU requested, but this server has no GPU executor: running on CPU.";
export const CPU_ONLY = "Running on CPU: this server has no GPU executor.";

const PACKAGES: ReadonlyArray<readonly [module: string, distribution: string]> = [
  ["numpy", "numpy"],
  ["scipy", "scipy"],
  ["pandas", "pandas"],
  ["sklearn", "scikit-learn"],
  ["matplotlib", "matplotlib"],
  ["torch", "torch"],
];

const PROBE = [
  "import importlib.metadata as metadata, importlib.util as util, os, platform, sys",
  "print('python', platform.python_version())",
  "print('cpus', os.cpu_count())",
  "for module, dist in zip(sys.argv[1::2], sys.argv[2::2]):",
  "    try:",
  "        print(dist, metadata.version(dist) if util.find_spec(module) else '-')",
  "    except Exception:",
  "        print(dist, '?')",
].join("\n");

const USER_FILES = {
  noFiles:
    "No files are attached to this task. Generate the data the experiment needs with a seeded script (or use scikit-learn's generators and its bundled toy datasets such as load_digits; fetch_* downloads cannot work) and say so in the README, or explain which data the user should attach.",
  intro: "The user's files are in your workspace folder (where commands run); open them by these names:",
};

async function environment(context: ToolContext): Promise<string> {
  const probe = await runPythonScript(context, PROBE, PACKAGES.flat());
  if (!probe.ok) return `The sandbox's Python did not answer: ${probe.stderr.trim().split("\n").at(-1) ?? "no reason given"}.`;
  const facts = new Map(probe.stdout.trim().split("\n").map((line) => line.split(" ", 2) as [string, string]));
  const installed = PACKAGES.filter(([, dist]) => !["-", "?", undefined].includes(facts.get(dist))).map(([, dist]) => `${dist} ${facts.get(dist)}`);
  const missing = PACKAGES.filter(([, dist]) => facts.get(dist) === "-").map(([, dist]) => dist);
  const python = context.deps.config.SANDBOX_PYTHON;
  const command = python === "/usr/bin/python3" ? "python3" : python;
  return [
    `${facts.get("cpus") ?? "?"} CPU cores. Python ${facts.get("python") ?? "?"}: run it as \`${command}\`.`,
    `Installed: ${installed.join(", ") || "none of numpy, scipy, pandas, scikit-learn, matplotlib, torch"}.`,
    missing.length > 0 ? `Not installed: ${missing.join(", ")}${missing.includes("torch") ? " (no PyTorch: use numpy or scikit-learn)" : ""}.` : "",
    "There is no network: nothing else can be installed or downloaded.",
  ]
    .filter(Boolean)
    .join("\n");
}

export const prepareWorkspaceTool = defineTool({
  description: "Say what this run has to work with (CPU or GPU, Python packages) and copy the user's attached files into the workspace.",
  input: z.object({}),
  async execute(_input, context) {
    const compute = context.enableGpu ? GPU_REQUESTED_ON_CPU : CPU_ONLY;
    return { content: [compute, await environment(context), await copyUserFiles(context, USER_FILES)].join("\n\n") };
  },
});

/** Always the first call: the agent must know it runs on CPU, and with what, before it plans. */
export function prepareWorkspaceFirst() {
  return { name: PREPARE_WORKSPACE_TOOL, input: {} };
}
