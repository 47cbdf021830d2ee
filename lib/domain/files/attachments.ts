/**
 * The rules of files attached in the task input (spec §4 File upload, §5 Upload): who may attach, the size limits
 * (500 MB each, 2000 MB in total; the offending file is left out with the spec's message) and which icon a file
 * gets. Pure, so the browser hook and the tests share them.
 */
import { MAX_FILE_SIZE_BYTES, MAX_TOTAL_FILE_SIZE_BYTES } from "@/lib/contract/constants";
import { ValidationMessage } from "@/lib/contract/messages";
import { fileExtension } from "./file-types";

export type FileKind = "pdf" | "excel" | "word" | "generic";

const kindsByExtension: Readonly<Record<string, FileKind>> = {
  pdf: "pdf",
  xls: "excel",
  xlsx: "excel",
  xlsm: "excel",
  xlsb: "excel",
  ods: "excel",
  csv: "excel",
  doc: "word",
  docx: "word",
  docm: "word",
  odt: "word",
  rtf: "word",
};

const kindsByMediaType: ReadonlyArray<[RegExp, FileKind]> = [
  [/^application\/pdf$/i, "pdf"],
  [/^application\/(vnd\.ms-excel|vnd\.openxmlformats-officedocument\.spreadsheetml\.|vnd\.oasis\.opendocument\.spreadsheet)/i, "excel"],
  [/^text\/csv$/i, "excel"],
  [/^application\/(msword|vnd\.ms-word|vnd\.openxmlformats-officedocument\.wordprocessingml\.|vnd\.oasis\.opendocument\.text|rtf)/i, "word"],
];

/** The icon of a file: by extension first, then by the media type the browser reported; generic otherwise. */
export function fileKindOf(file: { name: string; type?: string | null }): FileKind {
  const byExtension = kindsByExtension[fileExtension(file.name)];
  if (byExtension) return byExtension;
  const type = file.type?.split(";")[0]?.trim() ?? "";
  return kindsByMediaType.find(([pattern]) => pattern.test(type))?.[1] ?? "generic";
}

export type AttachBlock = { reason: "noAgent"; message: string } | { reason: "submitting"; message: undefined };

/** Why files cannot be attached right now (spec §4: disabled while submitting or without an agent), or undefined. */
export function attachBlock(state: { agentSelected: boolean; submitting: boolean }): AttachBlock | undefined {
  if (state.submitting) return { reason: "submitting", message: undefined };
  if (!state.agentSelected) return { reason: "noAgent", message: ValidationMessage.uploadNeedsAgent };
  return undefined;
}

export type Admission<T> = { accepted: T[]; rejected: Array<{ file: T; message: string }> };

/**
 * Which of the incoming files may join those already attached, in order: a file over 500 MB is left out with
 * 'File size exceeds 500MB limit.', one that would take the total over 2000 MB with 'Total file size exceeds 2GB
 * limit.'; the files after it are still considered (a smaller one may fit).
 */
export function admitFiles<T extends { size: number }>(attachedBytes: number, incoming: readonly T[]): Admission<T> {
  const admission: Admission<T> = { accepted: [], rejected: [] };
  let total = attachedBytes;
  for (const file of incoming) {
    if (file.size > MAX_FILE_SIZE_BYTES) {
      admission.rejected.push({ file, message: ValidationMessage.fileTooLarge });
    } else if (total + file.size > MAX_TOTAL_FILE_SIZE_BYTES) {
      admission.rejected.push({ file, message: ValidationMessage.totalTooLarge });
    } else {
      admission.accepted.push(file);
      total += file.size;
    }
  }
  return admission;
}

/** The spec's text for a direct upload that storage refused (§7, §8). */
export function uploadFailedMessage(httpStatus: number): string {
  return `Upload failed, status: ${httpStatus}`;
}

/** Ours: the PUT succeeded but the server found no object of the signed size (spec §7 leaves this unnamed). */
export function uploadUnconfirmedMessage(fileName: string): string {
  return `Upload failed: ${fileName} was not stored completely.`;
}
