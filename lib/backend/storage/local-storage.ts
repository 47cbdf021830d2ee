import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { ContractError } from "@/lib/contract";
import { ResultCode } from "@/lib/contract/codes";
import { runtimePath } from "../runtime-path";
import { openFile, removeFilesBefore, statFile, writeExactly, writeStreamExactly } from "./local-object-io";
import { isWellFormedKey } from "./object-keys";
import { storageSecret } from "./storage-secret";
import type { DownloadTarget, StorageDriver, UploadTarget } from "./storage-driver";
import { createUrlSigner, type SignatureCheck, type UrlSigner } from "./url-signer";

/**
 * The default driver: objects under $DATA_DIR/storage/<key>, reached through links this backend signs and serves
 * itself at the contract's paths (PUT /api/file/temp/:fileId, GET /api/file/download?fileKey=). Links start with
 * STORAGE_PUBLIC_URL (APP_URL by default) so a browser can reach them, through the BFF in either mode.
 */
export type LocalStorageSettings = { dataDir: string; publicUrl: string; secret: string | undefined };

export type SignedUpload = { fileId: string; size: number; expires: number; signature: string };
export type SignedDownload = { key: string; expires: number; signature: string };

export type LocalStorage = StorageDriver & {
  readonly kind: "local";
  checkUpload(upload: SignedUpload, now: Date): Promise<SignatureCheck>;
  checkDownload(download: SignedDownload, now: Date): Promise<SignatureCheck>;
  /** Stores exactly `size` bytes at `key` or throws 413 (more) / 400 (fewer); returns the MD5 ETag. */
  write(key: string, body: ReadableStream<Uint8Array> | null, size: number): Promise<{ etag: string }>;
  open(key: string): Promise<{ size: number; body: ReadableStream<Uint8Array> } | undefined>;
  /** Removes half-written uploads last touched before `cutoff` (left by a process stopped mid-upload). */
  removePartialsBefore(cutoff: Date): Promise<number>;
};

const uploadScope = (fileId: string, size: number) => ["PUT", fileId, String(size)];
const downloadScope = (key: string) => ["GET", key];
const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

export function createLocalStorage(settings: LocalStorageSettings): LocalStorage {
  const root = runtimePath(settings.dataDir, "storage");
  const partialDir = runtimePath(root, ".partial");
  const base = settings.publicUrl.replace(/(?<!\/)\/+$/, "");
  let signer: Promise<UrlSigner> | undefined;
  const loadSigner = () => (signer ??= storageSecret(settings.secret, settings.dataDir).then(createUrlSigner));

  /** Keys are ours, but a key is still checked before it touches the file system. */
  function fileFor(key: string): string {
    const file = path.resolve(root, ...key.split("/"));
    if (!isWellFormedKey(key) || !file.startsWith(`${root}${path.sep}`)) {
      throw new ContractError(ResultCode.notFound, "File not found");
    }
    return file;
  }

  return {
    kind: "local",
    async uploadUrl(target: UploadTarget) {
      const expires = unixSeconds(target.expiresAt);
      const signature = (await loadSigner()).sign(uploadScope(target.fileId, target.size), expires);
      const query = new URLSearchParams({ expires: String(expires), signature });
      return `${base}/api/file/temp/${encodeURIComponent(target.fileId)}?${query}`;
    },
    async downloadUrl(target: DownloadTarget) {
      const expires = unixSeconds(target.expiresAt);
      const signature = (await loadSigner()).sign(downloadScope(target.key), expires);
      const query = new URLSearchParams({ fileKey: target.key, expires: String(expires), signature });
      return `${base}/api/file/download?${query}`;
    },
    async stat(key) {
      return statFile(fileFor(key));
    },
    async remove(key) {
      await fs.rm(fileFor(key), { force: true });
    },
    async put(key, body) {
      const { stream, size } = body instanceof Uint8Array ? { stream: Readable.from([body]), size: body.length } : body;
      await writeStreamExactly(stream, fileFor(key), partialDir, size);
    },
    async checkUpload(upload, now) {
      return (await loadSigner()).verify(uploadScope(upload.fileId, upload.size), upload.expires, upload.signature, now);
    },
    async checkDownload(download, now) {
      return (await loadSigner()).verify(downloadScope(download.key), download.expires, download.signature, now);
    },
    write(key, body, size) {
      return writeExactly(body, fileFor(key), partialDir, size);
    },
    removePartialsBefore(cutoff) {
      return removeFilesBefore(partialDir, cutoff);
    },
    open(key) {
      return openFile(fileFor(key));
    },
  };
}
