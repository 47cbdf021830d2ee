/**
 * The files attached in the task input (spec §3 "Attached file", §4 File upload) as an external store, so the
 * rules and the upload lifecycle are testable without a browser: each file shows 'Uploading...' until its fileId
 * is set; a failed or refused file is removed with its message; removing or clearing cancels uploads in flight.
 */
import { callRoutes } from "@/lib/contract/calls/routes";
import type { AttachedFile } from "@/lib/contract/entities/files";
import { admitFiles, attachBlock } from "@/lib/domain/files/attachments";
import { callPath } from "../api/call-url";
import type { UploadBatchOptions, UploadOutcome } from "./upload-batch";

export type Attachment = AttachedFile & {
  /** 0..1 while the bytes go up; 1 once sent (the file still waits for its confirmation). */
  progress: number;
};

export type AttachmentGate = { agentSelected: boolean; submitting: boolean };

export type AttachmentsStoreDeps = {
  upload: (files: File[], options: UploadBatchOptions) => Promise<UploadOutcome[]>;
  toast: (message: string) => void;
  newUid: () => string;
};

export type AttachmentsStore = {
  subscribe(listener: () => void): () => void;
  getSnapshot(): readonly Attachment[];
  add(files: readonly File[], gate: AttachmentGate): Promise<void>;
  remove(uid: string): void;
  clear(): void;
};

/** The file's link for the chat (spec §3 realUrl): no timestamp, it is opened by the browser rather than asked. */
function downloadUrl(fileKey: string): string {
  return `${callPath(callRoutes["file.download"])}?fileKey=${encodeURIComponent(fileKey)}`;
}

const NONE: readonly Attachment[] = Object.freeze([]);

export function createAttachmentsStore(deps: AttachmentsStoreDeps): AttachmentsStore {
  let items: readonly Attachment[] = NONE;
  const listeners = new Set<() => void>();
  const uploads = new Map<string, AbortController>();

  const publish = (next: readonly Attachment[]) => {
    items = next;
    for (const listener of listeners) listener();
  };
  const update = (uid: string, patch: Partial<Attachment>) => {
    if (items.some((item) => item.uid === uid)) publish(items.map((item) => (item.uid === uid ? { ...item, ...patch } : item)));
  };
  const drop = (uid: string) => {
    uploads.get(uid)?.abort();
    uploads.delete(uid);
    if (items.some((item) => item.uid === uid)) publish(items.filter((item) => item.uid !== uid));
  };

  async function add(files: readonly File[], gate: AttachmentGate) {
    const block = attachBlock(gate);
    if (block) {
      if (block.message) deps.toast(block.message);
      return;
    }
    const attachedBytes = items.reduce((sum, item) => sum + item.size, 0);
    const { accepted, rejected } = admitFiles(attachedBytes, files);
    for (const { message } of rejected) deps.toast(message);
    if (accepted.length === 0) return;
    const added: Attachment[] = accepted.map((file) => ({ name: file.name, size: file.size, type: file.type, uid: deps.newUid(), fileId: null, realUrl: null, progress: 0 }));
    const controllers = added.map((item) => {
      const controller = new AbortController();
      uploads.set(item.uid, controller);
      return controller;
    });
    publish([...items, ...added]);

    let outcomes: UploadOutcome[];
    try {
      outcomes = await deps.upload(accepted, {
        signals: controllers.map((controller) => controller.signal),
        onProgress: (index, fraction) => {
          const uid = added[index]?.uid;
          if (uid) update(uid, { progress: fraction });
        },
      });
    } catch {
      // The api client has already shown why (spec §8 toasts); the files of this batch cannot be attached.
      for (const item of added) drop(item.uid);
      return;
    }
    outcomes.forEach((outcome, index) => {
      const item = added[index];
      if (!item || !uploads.has(item.uid)) return;
      uploads.delete(item.uid);
      if (outcome.ok) {
        const realUrl = outcome.fileKey ? downloadUrl(outcome.fileKey) : null;
        update(item.uid, { fileId: outcome.fileId, realUrl, progress: 1 });
        return;
      }
      drop(item.uid);
      if (!outcome.canceled) deps.toast(outcome.message);
    });
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => items,
    add,
    remove: drop,
    clear() {
      for (const controller of uploads.values()) controller.abort();
      uploads.clear();
      if (items.length > 0) publish(NONE);
    },
  };
}
