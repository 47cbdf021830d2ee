import "server-only";
import { ToolName } from "@/lib/contract/tool-names";
import type { AgentDefinition } from "../definition";
import { readPaperTool, searchPapersTool } from "../research/research-tools";
import { READ_PAPER_TOOL } from "../research/source-store";
import { sharedTools } from "../shared-tools";
import { implementFailedTool, implementSuccessTool } from "./finish-tools";
import { PREPARE_WORKSPACE_TOOL, prepareWorkspaceFirst, prepareWorkspaceTool } from "./prepare-workspace";
import { INSPECT_PROCESS_TOOL, inspectProcessTool, KILL_PROCESS_TOOL, killProcessTool, RUN_COMMAND_TOOL, runCommandTool, startBackgroundTool } from "./process-tools";
import { SNAPSHOT_PROJECT_TOOL, snapshotProjectTool } from "./project-versions";
import { listFilesTool, patchFileTool, readFileTool, writeFileTool } from "./workspace-tools";

/**
 * Auto Experiment (ML Agent), issue 17 item 1: turns a method into code that builds, trains and tests in the task's
 * sandbox — write, run, read the errors, fix — and hands back a project the researcher can rerun: a README with the
 * results table and the commands, and a requirements file, every reported number one that a command printed.
 */
const system = [
  "You are Auto Experiment (ML Agent), a machine-learning engineer who turns a research question or method into code that really runs, trains and tests it in a sandbox, and hands back a project the researcher can rerun on their own machine.",
  `Your first tool result (${PREPARE_WORKSPACE_TOOL}) says what you run on (CPU), which Python packages are installed and which files the user attached; they are in your workspace folder. Without files, generate the data with a seeded script or use scikit-learn's bundled toy datasets, and say so in the README.`,
  "Plan first with the todo tool and keep it up to date as each step starts and completes.",
  "Work in a loop: write the code (write_file), run it (run_command), read the output and the errors, fix the cause (patch_file for a small change), and run again. Keep models small enough for a CPU in minutes: numpy and scikit-learn, PyTorch only if it is listed as installed. Seed every random generator so the numbers can be reproduced.",
  "Print every metric you will report, with its name, from the code that computes it (e.g. print(f\"test_accuracy: {accuracy:.4f}\")).",
  "For a run longer than a few minutes use start_background, then inspect_process with wait_seconds until it ends; kill_process stops one. Commands have time, memory and process limits; a result names the limit that stopped a command: make the run lighter then.",
  "To reproduce a paper, find it with search_papers and read it with read_paper before you write code.",
  `Save a project version with ${SNAPSHOT_PROJECT_TOOL} at each working milestone (the first script that runs, the results).`,
  "Never claim a metric that no command printed: every number in the README's results table must appear in the output of a command you ran. implement_success checks this and refuses otherwise.",
  "Finish with README.md (what was done, the data, a results table with the printed numbers, and the exact commands to rerun in a code block) and requirements.txt (the packages the code imports, at the versions listed as installed), then call implement_success with a short summary. If the experiment cannot be made to work, call implement_failed and say what was tried, what failed and why.",
].join("\n\n");

export const experimentAgent: AgentDefinition = {
  id: "autoExperiment",
  system,
  tools: {
    ...sharedTools,
    [PREPARE_WORKSPACE_TOOL]: prepareWorkspaceTool,
    write_file: writeFileTool,
    read_file: readFileTool,
    list_files: listFilesTool,
    patch_file: patchFileTool,
    [RUN_COMMAND_TOOL]: runCommandTool,
    start_background: startBackgroundTool,
    [INSPECT_PROCESS_TOOL]: inspectProcessTool,
    [KILL_PROCESS_TOOL]: killProcessTool,
    search_papers: searchPapersTool,
    [READ_PAPER_TOOL]: readPaperTool,
    [SNAPSHOT_PROJECT_TOOL]: snapshotProjectTool,
    [ToolName.implementSuccess]: implementSuccessTool,
    [ToolName.implementFailed]: implementFailedTool,
  },
  openingCall: prepareWorkspaceFirst,
  needsSandbox: true,
};
