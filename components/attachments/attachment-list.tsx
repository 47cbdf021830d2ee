"use client";

/**
 * The chips of attached files (spec §4 File upload): icon by kind, the name, 'Uploading...' until the server
 * confirmed the upload (a fileId is set), then a delete button.
 */
import type { Attachments } from "@/lib/client/uploads/use-attachments";
import { fileKindOf } from "@/lib/domain/files/attachments";
import { DeleteIcon, FileKindIcon } from "./file-kind-icon";

export type AttachmentListProps = { attachments: Pick<Attachments, "files" | "remove"> };

export function AttachmentList({ attachments }: AttachmentListProps) {
  const { files, remove } = attachments;
  if (files.length === 0) return null;
  return (
    <ul aria-label="Attached files" className="flex flex-wrap gap-2">
      {files.map((file) => {
        const uploading = file.fileId === null || file.fileId === undefined;
        return (
          <li
            key={file.uid}
            aria-busy={uploading || undefined}
            className="flex max-w-64 items-center gap-2 rounded-lg border border-surface-line bg-surface-muted py-1.5 pr-1.5 pl-2"
          >
            <FileKindIcon kind={fileKindOf(file)} />
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-medium text-neutral-900" title={file.name}>
                {file.name}
              </span>
              {uploading ? (
                <>
                  <span className="block text-xs text-neutral-500">Uploading...</span>
                  <span aria-hidden="true" className="mt-1 block h-0.5 overflow-hidden rounded bg-surface-line">
                    <span className="block h-full bg-brand transition-[width]" style={{ width: `${Math.round(file.progress * 100)}%` }} />
                  </span>
                </>
              ) : null}
            </span>
            {uploading ? null : (
              <button
                type="button"
                aria-label={`Remove ${file.name}`}
                onClick={() => remove(file.uid)}
                className="inline-flex size-7 shrink-0 items-center justify-center rounded-md text-neutral-500 hover:bg-white hover:text-red-600 focus-visible:outline-2 focus-visible:outline-brand"
              >
                <DeleteIcon />
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
