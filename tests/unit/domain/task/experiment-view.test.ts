import { describe, expect, it } from "vitest";
import type { TaskStep } from "@/lib/contract/entities/task";
import { canvasPanelModels } from "@/lib/domain/task/canvas-panel-state";
import { experimentEnding } from "@/lib/domain/task/experiment-ending";
import { terminalFollows } from "@/lib/domain/task/experiment-view";
import { isPreviewable, isTooLargeToPreview, previewLanguage } from "@/lib/domain/task/project-preview";
import { latestProjectVersion, projectTree } from "@/lib/domain/task/project-tree";
import { projectFileUrl, projectZipUrl } from "@/lib/domain/task/project-urls";
import { shellProcesses, showsTerminalArrows, stepTerminalTab } from "@/lib/domain/task/shell-logs";
import { assistantStep, toolUse } from "@/tests/fixtures/task-steps";

// Spec §2 "Auto Experiment result view", §3 "Project", "Shell log", "tree node", §8, §9. If these fail, the
// experiment panel shows the wrong files, mixes processes' output, or tells a failed run it succeeded.
let stepId = 0;
const payloadStep = (payload: unknown): TaskStep => ({ id: `p${(stepId += 1)}`, name: null, content: JSON.stringify({ type: "trajectory", payload }) });
const shellStep = (...logs: [string, string][]) => payloadStep({ shell: logs.map(([process_id, data]) => ({ process_id, data })) });
const file = (path: string) => ({ path, oss_path: `projects/t/v/${path}`, type: path.split(".").at(-1) ?? "file" });
const projectStep = (...versions: { version: number; paths: string[] }[]) =>
  payloadStep({ project: { versions: versions.map(({ version, paths }) => ({ version, files: paths.map(file) })) } });

describe("project package", () => {
  it("shows the newest version of the latest project step", () => {
    const steps = [projectStep({ version: 1, paths: ["a.py"] }), assistantStep({ content: "x" }), projectStep({ version: 1, paths: ["a.py"] }, { version: 2, paths: ["a.py", "README.md"] })];
    expect(latestProjectVersion(steps)).toEqual({ version: 2, files: [file("a.py"), file("README.md")] });
    expect(latestProjectVersion([assistantStep({ content: "x" })])).toBeUndefined();
    expect(latestProjectVersion([projectStep({ version: 1, paths: [] })])).toBeUndefined();
  });

  it("builds a tree: the package directory, folders first, then files, each sorted by name", () => {
    const tree = projectTree([file("train.py"), file("src/model/net.py"), file("src/data.py"), file("README.md"), file("./src//util.py")], "Project V2");
    expect(tree).toEqual({
      id: "/",
      name: "Project V2",
      path: "",
      type: "directory",
      children: [
        {
          id: "src/",
          name: "src",
          path: "src",
          type: "folder",
          children: [
            { id: "src/model/", name: "model", path: "src/model", type: "folder", children: [{ id: "src/model/net.py", name: "net.py", path: "src/model/net.py", type: "file" }] },
            { id: "src/data.py", name: "data.py", path: "src/data.py", type: "file" },
            { id: "src/util.py", name: "util.py", path: "src/util.py", type: "file" },
          ],
        },
        { id: "README.md", name: "README.md", path: "README.md", type: "file" },
        { id: "train.py", name: "train.py", path: "train.py", type: "file" },
      ],
    });
  });

  it("previews text and code, not documents, images, archives, weights or unknown types", () => {
    for (const path of ["train.py", "README.md", "requirements.txt", "results/metrics.json", "Makefile", "data.csv", "run.sh", ".gitignore"]) expect(isPreviewable(path), path).toBe(true);
    for (const path of ["plot.png", "paper.pdf", "report.docx", "model.pkl", "weights.pt", "data.npy", "package.zip", "blob"]) expect(isPreviewable(path), path).toBe(false);
    expect(isTooLargeToPreview(1024 * 1024)).toBe(false);
    expect(isTooLargeToPreview(1024 * 1024 + 1)).toBe(true);
    expect(previewLanguage("a/train.py")).toBe("python");
    expect(previewLanguage("README.md")).toBe("markdown");
    expect(previewLanguage("notes.txt")).toBe("");
  });

  it("links a file by its storage key and the package by task and version", () => {
    expect(projectFileUrl("projects/t 1/v1/src/a&b.py")).toBe("/api/file/download?fileKey=projects%2Ft%201%2Fv1%2Fsrc%2Fa%26b.py");
    expect(projectZipUrl("task-1", 2)).toBe("/api/file/project_zip?taskId=task-1&version=2");
  });

  it("shows the Project Package tab only once a version holds files", () => {
    const model = canvasPanelModels.code;
    const started = model.reduce(model.initialState("t"), { type: "sync", key: "t", steps: [assistantStep({ content: "Writing the code" })] });
    expect(started.tabs).toEqual(["process"]);
    expect(started.activeTab).toBe("process");
    const withProject = model.reduce(started, { type: "sync", key: "t", steps: [assistantStep({ content: "Writing the code" }), projectStep({ version: 1, paths: ["a.py"] })] });
    expect(withProject.tabs).toEqual(["project", "process"]);
    expect(withProject.project?.files).toEqual([file("a.py")]);
  });
});

describe("terminal", () => {
  it("joins each process's batches in order, processes in the order they first wrote, labelled by 6 characters", () => {
    const steps = [shellStep(["a1b2c3d4", "\u001b[32mok\u001b[0m "]), shellStep(["ffee0011", "other"], ["a1b2c3d4", "line 2\r\n"]), assistantStep({ content: "x" }), shellStep(["a1b2c3d4", "end"])];
    expect(shellProcesses(steps)).toEqual([
      { id: "a1b2c3d4", label: "a1b2c3", output: "\u001b[32mok\u001b[0m line 2\r\nend" },
      { id: "ffee0011", label: "ffee00", output: "other" },
    ]);
  });

  it("shows arrows from 9 tabs and stops them at either end", () => {
    expect(showsTerminalArrows(8)).toBe(false);
    expect(showsTerminalArrows(9)).toBe(true);
    expect(stepTerminalTab(0, -1, 10)).toBe(0);
    expect(stepTerminalTab(3, 1, 10)).toBe(4);
    expect(stepTerminalTab(9, 1, 10)).toBe(9);
  });

  it("follows within 6 px of the bottom", () => {
    expect(terminalFollows(0, 17)).toBe(true);
    expect(terminalFollows(1, 6)).toBe(true);
    expect(terminalFollows(1, 17)).toBe(false);
  });
});

describe("experiment ending", () => {
  const progress = (status: "processing" | "finish" | "error", steps: TaskStep[], errorCode: string | null = null) => ({ status, steps, errorCode });
  it("reads the last finish tool, and errorCode 1 or 2 as terminated", () => {
    expect(experimentEnding(progress("processing", [assistantStep({ content: "x" })]))).toBe("running");
    expect(experimentEnding(progress("finish", toolUse("implement_success", {}, "done")))).toBe("success");
    expect(experimentEnding(progress("finish", [...toolUse("implement_success", {}, "refused"), ...toolUse("implement_failed", {}, "no")]))).toBe("failed");
    expect(experimentEnding(progress("finish", [...toolUse("implement_failed", {}, "no"), ...toolUse("implement_success", {}, "done")]))).toBe("success");
    expect(experimentEnding(progress("error", [], "time_limit"))).toBe("failed");
    expect(experimentEnding(progress("error", toolUse("implement_success", {}, "done"), "2"))).toBe("terminated");
    expect(experimentEnding(progress("error", [], "1"))).toBe("terminated");
  });
});
