"use client";

/**
 * A project's file tree (spec §3 "tree node"): folders open and close, files are chosen for the preview. Every row
 * is a button, so Tab, Enter and Space work; a folder says whether it is open (aria-expanded), the chosen file is
 * marked current.
 */
import { useState } from "react";
import { ChevronDownIcon } from "@/components/ui/icons";
import type { TreeNode } from "@/lib/contract/entities/task";

type TreeProps = { root: TreeNode; selectedPath: string | undefined; onSelect: (path: string) => void };

export function ProjectTreeView({ root, selectedPath, onSelect }: TreeProps) {
  return (
    <nav aria-label={`${root.name} files`} className="py-1">
      <TreeLevel nodes={root.children ?? []} depth={0} selectedPath={selectedPath} onSelect={onSelect} />
    </nav>
  );
}

function TreeLevel({ nodes, depth, selectedPath, onSelect }: { nodes: readonly TreeNode[]; depth: number } & Omit<TreeProps, "root">) {
  return (
    <ul className="flex flex-col">
      {nodes.map((node) => (
        <li key={node.id}>
          {node.type === "file" ? (
            <FileRow node={node} depth={depth} selected={node.path === selectedPath} onSelect={onSelect} />
          ) : (
            <FolderRow node={node} depth={depth} selectedPath={selectedPath} onSelect={onSelect} />
          )}
        </li>
      ))}
    </ul>
  );
}

const rowClass =
  "flex w-full items-center gap-1 truncate rounded-md py-1 pr-2 text-left text-[13px] focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand";
const indent = (depth: number) => ({ paddingLeft: 8 + depth * 14 });

function FolderRow({ node, depth, selectedPath, onSelect }: { node: TreeNode; depth: number } & Omit<TreeProps, "root">) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)} style={indent(depth)} className={`${rowClass} font-medium text-neutral-800 hover:bg-surface-muted`}>
        <ChevronDownIcon className={`size-3.5 shrink-0 text-neutral-500 transition ${open ? "" : "-rotate-90"}`} />
        {node.name}
      </button>
      {open ? <TreeLevel nodes={node.children ?? []} depth={depth + 1} selectedPath={selectedPath} onSelect={onSelect} /> : null}
    </>
  );
}

function FileRow({ node, depth, selected, onSelect }: { node: TreeNode; depth: number; selected: boolean; onSelect: (path: string) => void }) {
  return (
    <button
      type="button"
      aria-current={selected || undefined}
      onClick={() => onSelect(node.path)}
      style={indent(depth)}
      className={`${rowClass} ${selected ? "bg-brand-soft text-brand" : "text-neutral-700 hover:bg-surface-muted"}`}
    >
      <span className="w-3.5 shrink-0" aria-hidden="true" />
      {node.name}
    </button>
  );
}
