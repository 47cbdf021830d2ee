/**
 * The Auto Experiment's project package (spec §3 "Project", "Generated tree node"): the latest project step lists
 * every version so far, and the panel shows the newest; its files' paths become a tree whose root is the package
 * (a directory), with a folder per path segment and the files as leaves, folders first, each level sorted by name.
 */
import type { ProjectFile, ProjectVersion, TaskStep, TreeNode } from "@/lib/contract/entities/task";
import { stepContentOf } from "./trajectory-steps";

export type LatestProject = { version: number; files: readonly ProjectFile[] };

/** The newest version of the latest project step, or undefined before the first snapshot (or with no files). */
export function latestProjectVersion(steps: readonly TaskStep[]): LatestProject | undefined {
  for (let index = steps.length - 1; index >= 0; index -= 1) {
    const step = steps[index];
    const content = step && stepContentOf(step);
    const versions = content?.type === "trajectory" ? content.payload.project?.versions : undefined;
    if (!versions?.length) continue;
    const numbered = versions.map((version, at) => ({ version: versionNumber(version, at), files: version.files }));
    const newest = numbered.reduce((best, candidate) => (candidate.version >= best.version ? candidate : best));
    return newest.files.length > 0 ? newest : undefined;
  }
  return undefined;
}

/** A version's number; one without a usable number counts by its place in the list (1-based). */
function versionNumber(version: ProjectVersion, at: number): number {
  const number = Number(version.version);
  return Number.isInteger(number) && number > 0 ? number : at + 1;
}

/** Path segments without empty parts or "./" (a leading slash or a doubled one adds no folder). */
const segmentsOf = (path: string) => path.split("/").filter((segment) => segment !== "" && segment !== ".");

/** The package's tree: a root directory named `rootName` holding the files' folders and files. */
export function projectTree(files: readonly Pick<ProjectFile, "path">[], rootName: string): TreeNode {
  const root: TreeNode = { id: "/", name: rootName, path: "", type: "directory", children: [] };
  for (const file of files) {
    const segments = segmentsOf(file.path);
    let parent = root;
    segments.forEach((name, index) => {
      const path = segments.slice(0, index + 1).join("/");
      const isFile = index === segments.length - 1;
      const children = (parent.children ??= []);
      const existing = children.find((child) => child.name === name && (child.type === "file") === isFile);
      if (existing) {
        parent = existing;
        return;
      }
      const node: TreeNode = isFile ? { id: path, name, path, type: "file" } : { id: `${path}/`, name, path, type: "folder", children: [] };
      children.push(node);
      parent = node;
    });
  }
  return sortTree(root);
}

function sortTree(node: TreeNode): TreeNode {
  if (!node.children) return node;
  const children = node.children.map(sortTree).sort((a, b) => Number(a.type === "file") - Number(b.type === "file") || a.name.localeCompare(b.name));
  return { ...node, children };
}
