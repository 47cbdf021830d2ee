"use client";

/**
 * The 'Project Package' tab (spec §2 "Auto Experiment result view"): the newest project version as a file tree
 * beside a preview of the chosen file, with a download of the whole package as a zip. It opens on the README when
 * there is one, since that is where the run's results and commands are.
 */
import { useMemo, useState } from "react";
import { ProjectFilePreview } from "@/components/project/project-file-preview";
import { ProjectTreeView } from "@/components/project/project-tree-view";
import { withShareScope } from "@/lib/client/api/share-scope";
import { isPreviewable } from "@/lib/domain/task/project-preview";
import type { LatestProject } from "@/lib/domain/task/project-tree";
import { projectTree } from "@/lib/domain/task/project-tree";
import { projectZipUrl } from "@/lib/domain/task/project-urls";

function firstFile(project: LatestProject): string | undefined {
  const readme = project.files.find((file) => /^readme(?:\.md)?$/i.test(file.path));
  return (readme ?? project.files.find((file) => isPreviewable(file.path)) ?? project.files[0])?.path;
}

export function ProjectPackageTab({ taskId, project }: { taskId: string; project: LatestProject }) {
  const title = `Project V${project.version}`;
  const tree = useMemo(() => projectTree(project.files, title), [project.files, title]);
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  // A file the newer version dropped falls back to the first one.
  const selected = project.files.find((file) => file.path === chosen) ?? project.files.find((file) => file.path === firstFile(project));
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex shrink-0 items-center justify-between gap-2 border-b border-surface-line px-4 py-2">
        <p className="text-xs font-semibold text-neutral-500">{title}</p>
        <a
          href={withShareScope(projectZipUrl(taskId, project.version))}
          download={`project-v${project.version}.zip`}
          className="inline-flex h-8 items-center rounded-lg border border-surface-line bg-white px-2.5 text-xs font-semibold text-neutral-700 hover:border-brand/40 hover:text-brand focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand"
        >
          Download package
        </a>
      </div>
      <div className="flex min-h-0 flex-1">
        <div className="w-56 shrink-0 overflow-y-auto border-r border-surface-line">
          <ProjectTreeView root={tree} selectedPath={selected?.path} onSelect={setChosen} />
        </div>
        {selected ? <ProjectFilePreview key={selected.path} path={selected.path} ossPath={selected.oss_path} /> : null}
      </div>
    </div>
  );
}
