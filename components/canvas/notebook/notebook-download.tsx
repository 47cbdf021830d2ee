"use client";

/**
 * The Download link of a notebook version (spec §2): a real link to the .ipynb, saved through a fetch so that a
 * refused download shows 'HTTP ERROR CODE：{n}' beside it instead of a broken file in the browser's downloads.
 */
import { type MouseEvent, useState } from "react";
import { withShareScope } from "@/lib/client/api/share-scope";
import { downloadFile } from "@/lib/client/export/download-file";
import type { NotebookVersion } from "@/lib/domain/task/notebook-versions";
import { fetchNotebookFile, NotebookFileError, notebookFileErrorMessage } from "./notebook-file";

export function NotebookDownload({ version }: { version: NotebookVersion }) {
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | undefined>(undefined);

  async function save(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    setFailure(undefined);
    try {
      const response = await fetchNotebookFile(version.url);
      downloadFile(version.fileName, await response.blob());
    } catch (error) {
      setFailure(error instanceof NotebookFileError ? error.message : notebookFileErrorMessage(0));
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="flex items-center gap-2">
      {failure ? (
        <p role="alert" className="text-xs font-semibold text-red-600">
          {failure}
        </p>
      ) : null}
      <a
        href={withShareScope(version.url)}
        download={version.fileName}
        aria-label={`Download ${version.label}`}
        onClick={(event) => void save(event)}
        aria-busy={saving || undefined}
        className="inline-flex h-8 items-center rounded-lg border border-surface-line bg-white px-2.5 text-xs font-semibold text-neutral-700 hover:border-brand/40 hover:text-brand focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand aria-busy:cursor-wait"
      >
        Download
      </a>
    </div>
  );
}
