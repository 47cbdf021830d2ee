"use client";

/**
 * The task input's attachments (spec §4 File upload, §5 Upload): `add` checks who may attach and the size limits,
 * then uploads through the §7 flow; `fileIds` are the confirmed uploads to send with the task. Clearing the agent
 * clears the files (spec §4 Input).
 */
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { attachBlock } from "@/lib/domain/files/attachments";
import { callApi } from "../api/call-api";
import { showToast } from "../shell/toast-store";
import { type Attachment, createAttachmentsStore, type AttachmentsStore } from "./attachments-store";
import { putFileWithXhr } from "./put-file";
import { uploadBatch } from "./upload-batch";

export type Attachments = {
  files: readonly Attachment[];
  /** Ids of the files whose upload the server confirmed, in the order they were attached. */
  fileIds: string[];
  /** Some file is still on its way ('Uploading...'). */
  uploading: boolean;
  /** Attaching is not possible now: no agent chosen, or the task is being submitted. */
  disabled: boolean;
  /** Why, when it can be told ('Please @ an agent before upload files.'). */
  disabledReason: string | undefined;
  add(files: FileList | File[]): void;
  remove(uid: string): void;
  clear(): void;
};

let uidSequence = 0;
const newUid = () => `att-${Date.now().toString(36)}-${(uidSequence += 1)}`;

function browserAttachmentsStore(): AttachmentsStore {
  return createAttachmentsStore({
    upload: (files, options) => uploadBatch({ callApi, put: putFileWithXhr, now: () => performance.now() }, files, options),
    toast: (message) => showToast("error", message),
    newUid,
  });
}

const noFiles: readonly Attachment[] = [];

export function useAttachments({ agentSelected, submitting }: { agentSelected: boolean; submitting: boolean }): Attachments {
  const [store] = useState(browserAttachmentsStore);
  const files = useSyncExternalStore(store.subscribe, store.getSnapshot, () => noFiles);
  const hadAgent = useRef(agentSelected);

  useEffect(() => {
    if (hadAgent.current && !agentSelected) store.clear();
    hadAgent.current = agentSelected;
  }, [agentSelected, store]);

  // Leaving the page cancels uploads nobody will send.
  useEffect(() => () => store.clear(), [store]);

  return useMemo(() => {
    const block = attachBlock({ agentSelected, submitting });
    return {
      files,
      fileIds: files.flatMap((file) => (file.fileId === null || file.fileId === undefined ? [] : [String(file.fileId)])),
      uploading: files.some((file) => file.fileId === null || file.fileId === undefined),
      disabled: block !== undefined,
      disabledReason: block?.message,
      add: (list: FileList | File[]) => void store.add(Array.from(list), { agentSelected, submitting }),
      remove: store.remove,
      clear: store.clear,
    };
  }, [files, agentSelected, submitting, store]);
}
