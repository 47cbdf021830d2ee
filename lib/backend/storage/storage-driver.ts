import "server-only";
import type { Readable } from "node:stream";

/**
 * Where uploaded files live (DESIGN §3 storage). The browser never streams a file through our JSON calls: it gets
 * a signed URL and PUTs the bytes there, then downloads through a signed URL too. Both drivers sign the size the
 * server accepted, so storage itself refuses a body of another length.
 */
export type UploadTarget = {
  fileId: string;
  key: string;
  /** The size the server accepted in batch_temp_urls; the upload must be exactly this long. */
  size: number;
  contentType: string;
  expiresAt: Date;
};

export type DownloadTarget = { key: string; fileName: string; contentType: string; expiresAt: Date };

export type StoredObject = { size: number; etag?: string };

/** Bytes the backend stores itself; a stream comes with its length (S3 needs it before the first byte). */
export type PutBody = Uint8Array | { stream: Readable; size: number };

export type StorageDriver = {
  readonly kind: "local" | "s3";
  /** An absolute URL the browser PUTs the file to, with the target's Content-Type. */
  uploadUrl(target: UploadTarget): Promise<string>;
  /** An absolute, expiring URL that downloads the object as an attachment named `fileName`. */
  downloadUrl(target: DownloadTarget): Promise<string>;
  /** The stored object's real size (and ETag when storage keeps one), or undefined when there is none. */
  stat(key: string): Promise<StoredObject | undefined>;
  remove(key: string): Promise<void>;
  /** Stores the backend's own object (e.g. a workspace snapshot), replacing any at `key`. */
  put(key: string, body: PutBody, contentType: string): Promise<void>;
  /** The object's bytes as a stream (for the backend's own reading, e.g. uploaded papers); undefined when absent. */
  open(key: string): Promise<{ size: number; body: ReadableStream<Uint8Array> } | undefined>;
};
