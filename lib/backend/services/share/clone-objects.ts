import "server-only";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { OCTET_STREAM } from "@/lib/domain/files/file-types";
import type { Storage } from "../../storage/create-storage";
import { isWellFormedKey } from "../../storage/object-keys";
import { NOTEBOOK_CONTENT_TYPE } from "../file/download-file";

/**
 * The stored objects a clone copies (issue 21 Clone and continue): each is read from the original's key and written
 * under the clone's own, so the clone shares no object with the original and deleting either leaves the other whole.
 */
export type ObjectCopy = { from: string; to: string; contentType: string };

/**
 * Task artefacts a step refers to: a project file's `oss_path` (`workspaces/<taskId>/…`) as it is, a notebook's
 * download address with its key URL-encoded (`fileKey=notebooks%2F<taskId>%2F…`). Key segments are [\w.-] only
 * (storage/object-keys.ts), so encoding only ever turns `/` into `%2F`.
 */
const ARTEFACT_REFERENCE = /\b(notebooks|workspaces)(?:\/|%2F)([\w-]{1,64})((?:(?:\/|%2F)[\w.-]+)+)/gi;

/** The artefact keys of `taskIds` that `content` mentions, decoded, each once. */
export function artefactKeysIn(content: string, taskIds: ReadonlySet<string>): string[] {
  const keys = new Set<string>();
  for (const [, area, taskId, rest] of content.matchAll(ARTEFACT_REFERENCE)) {
    if (!area || !taskId || !rest || !taskIds.has(taskId)) continue;
    const key = `${area.toLowerCase()}/${taskId}${rest.replace(/%2F/gi, "/")}`;
    if (isWellFormedKey(key)) keys.add(key);
  }
  return [...keys];
}

/** What the agents store artefacts as (agents/notebook/save-notebook.ts, sandbox snapshots). */
export function artefactContentType(key: string): string {
  return key.startsWith("notebooks/") ? NOTEBOOK_CONTENT_TYPE : OCTET_STREAM;
}

/**
 * Copies every object, streaming (a project checkpoint can be large). An original object that is absent is skipped:
 * the original could not serve it either, and a step may mention a key its run never managed to store. Answers the
 * keys written and the original keys found missing; on a failure the ones written so far are removed before the error goes on.
 */
export async function copyObjects(storage: Storage, copies: readonly ObjectCopy[]): Promise<{ copied: string[]; missing: Set<string> }> {
  const copied: string[] = [];
  const missing = new Set<string>();
  try {
    for (const copy of copies) {
      const source = await storage.open(copy.from);
      if (!source) {
        missing.add(copy.from);
        continue;
      }
      const stream = Readable.fromWeb(source.body as NodeReadableStream<Uint8Array>);
      await storage.put(copy.to, { stream, size: source.size }, copy.contentType);
      copied.push(copy.to);
    }
  } catch (error) {
    await removeObjects(storage, copied);
    throw error;
  }
  return { copied, missing };
}

/** Undoes a clone's copies. A removal that fails leaves an orphan object, never a broken row: it does not hide the cause. */
export async function removeObjects(storage: Storage, keys: readonly string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => storage.remove(key)));
}
