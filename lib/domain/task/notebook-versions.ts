/**
 * The notebook panel's versions (spec §2 "Notebook", §3 "Notebook content"): each notebook step carries the whole
 * list of saved notebooks, oldest first, so the latest step's list is the panel's list. The panel shows one tab per
 * notebook, labelled by its place in that list (Jupyter Notebook V1, V2, …), the newest first.
 */
import type { TaskStep } from "@/lib/contract/entities/task";
import { stepContentOf } from "./trajectory-steps";

export type NotebookTabId = `notebook-v${number}`;
/** A saved notebook: its tab, its label, where it is fetched from and the name its download is saved under. */
export type NotebookVersion = { tab: NotebookTabId; label: string; url: string; fileName: string };

/** The notebook list of the last notebook step among these steps; undefined when none of them is one. */
export function latestNotebooks(steps: readonly TaskStep[]): readonly string[] | undefined {
  for (let index = steps.length - 1; index >= 0; index -= 1) {
    const content = stepContentOf(steps[index] as TaskStep);
    if (content?.type === "notebook") return content.payload.notebooks;
  }
  return undefined;
}

const versionTab = (version: number): NotebookTabId => `notebook-v${version}`;

/** The versions as tabs, newest first. */
export function notebookVersions(notebooks: readonly string[]): NotebookVersion[] {
  return notebooks
    .map((url, index) => ({ tab: versionTab(index + 1), label: `Jupyter Notebook V${index + 1}`, url, fileName: `notebook-v${index + 1}.ipynb` }))
    .reverse();
}

/** The newest version's tab; undefined before the first notebook is saved. */
export function newestNotebookTab(notebooks: readonly string[]): NotebookTabId | undefined {
  return notebooks.length === 0 ? undefined : versionTab(notebooks.length);
}
