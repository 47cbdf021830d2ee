import "server-only";
import { ContractError, ValidationMessage } from "@/lib/contract";
import { fileExtension } from "@/lib/domain/files/file-types";
import type { DatabaseOrTransaction } from "../../db/client";
import { userUploadPrefix } from "../../storage/object-keys";
import { type FileRow, fileByKey, userFiles } from "../file/file-records";

/**
 * A profile's pdfUrls are the user's own uploads, named the way the client has them: the download link
 * (`/api/file/download?fileKey=<key>`), the bare object key, or the file id. Entries naming no file of this user
 * stay stored as given but are never read: the server only ever reads the caller's own files.
 */
export type ProfileFile = { url: string; file: FileRow };

export async function profileFiles(db: DatabaseOrTransaction, userId: string, pdfUrls: readonly string[]): Promise<ProfileFile[]> {
  const found: ProfileFile[] = [];
  for (const url of pdfUrls) {
    const file = await ownFile(db, userId, fileReference(url));
    if (file) found.push({ url, file });
  }
  return found;
}

/** §5 'Please upload PDF file!': a profile's uploads are PDFs, whatever the client let through. */
export function assertPdfFiles(files: readonly ProfileFile[]): void {
  const notPdf = files.some(({ file }) => file.contentType !== "application/pdf" && fileExtension(file.originalName) !== "pdf");
  if (notPdf) throw ContractError.badRequest(ValidationMessage.pdfOnly);
}

type FileReference = { key: string } | { id: string };

function fileReference(url: string): FileReference {
  const trimmed = url.trim();
  const key = URL.canParse(trimmed, "http://profile.local") ? new URL(trimmed, "http://profile.local").searchParams.get("fileKey") : null;
  if (key) return { key };
  return trimmed.startsWith("uploads/") ? { key: trimmed } : { id: trimmed };
}

async function ownFile(db: DatabaseOrTransaction, userId: string, reference: FileReference): Promise<FileRow | undefined> {
  if ("id" in reference) return (await userFiles(db, userId, [reference.id]))[0];
  if (!reference.key.startsWith(userUploadPrefix(userId))) return undefined;
  const file = await fileByKey(db, reference.key);
  return file?.userId === userId ? file : undefined;
}
