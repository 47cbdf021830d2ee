import { type AccountsBackend, type Answer, createAccountsBackend, post, signUpAndLogin, uniqueEmail } from "../support/accounts";

/** File tests' shared setup: a backend with a signed-in user, and the calls of the §7 upload flow. */
export type Slot = { fileId: string; tempUrl: string; contentType: string; fileKey: string };
export type FilesBackend = AccountsBackend & { token: string; publicUrl: string };

export const PUBLIC_URL = "http://files.test";

export async function createFilesBackend(env: Record<string, string> = {}): Promise<FilesBackend> {
  const setup = await createAccountsBackend({ STORAGE_PUBLIC_URL: PUBLIC_URL, ...env });
  const token = await signUpAndLogin(setup, uniqueEmail("files"));
  return { ...setup, token, publicUrl: PUBLIC_URL };
}

export function requestSlots(setup: FilesBackend, files: Array<{ fileName: string; fileSize: number }>, token = setup.token) {
  return post<{ results: Slot[] }>(setup.backend, "/file/batch_temp_urls", { files }, { token });
}

export async function oneSlot(setup: FilesBackend, fileName: string, fileSize: number, token = setup.token): Promise<Slot> {
  const answer = await requestSlots(setup, [{ fileName, fileSize }], token);
  const slot = answer.body.result?.results[0];
  if (!slot) throw new Error(`no upload slot: ${answer.text}`);
  return slot;
}

/** The backend path of one of its own absolute links (the local driver's links start with STORAGE_PUBLIC_URL). */
export function pathOf(link: string): string {
  const url = new URL(link);
  if (url.origin !== PUBLIC_URL || !url.pathname.startsWith("/api/")) throw new Error(`not a local storage link: ${link}`);
  return `${url.pathname.slice("/api".length)}${url.search}`;
}

/** A body that arrives in pieces with no length known in advance, as the BFF forwards it. */
export function streamed(bytes: Uint8Array, pieceSize = 256): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(offset, offset + pieceSize));
      offset += pieceSize;
    },
  });
}

export type PutOptions = { contentLength?: number; contentType?: string; chunked?: boolean };

export async function putTo(setup: FilesBackend, tempUrl: string, bytes: Uint8Array, options: PutOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { "content-type": options.contentType ?? "application/octet-stream" };
  if (options.contentLength !== undefined) headers["content-length"] = String(options.contentLength);
  const body = options.chunked ? streamed(bytes) : bytes;
  return setup.backend.request(pathOf(tempUrl), { method: "PUT", headers, body, duplex: "half" } as RequestInit);
}

export type Report = { fileId: string; success: boolean; actualFileSize?: number; etag?: string | null; httpStatus?: number };

export function complete(setup: FilesBackend, files: Report[], token = setup.token) {
  return post<{ files: Array<{ fileId: string; status: string }> }>(setup.backend, "/file/upload_complete", { files }, { token });
}

/** Slot → PUT → confirm, as the browser does; returns the slot of the confirmed file. */
export async function uploadFile(setup: FilesBackend, fileName: string, bytes: Uint8Array, token = setup.token): Promise<Slot> {
  const slot = await oneSlot(setup, fileName, bytes.length, token);
  const put = await putTo(setup, slot.tempUrl, bytes, { contentType: slot.contentType });
  if (put.status !== 200) throw new Error(`PUT answered ${put.status}: ${await put.text()}`);
  const confirmed = await complete(setup, [{ fileId: slot.fileId, success: true, actualFileSize: bytes.length, httpStatus: 200 }], token);
  if (confirmed.body.result?.files[0]?.status !== "uploaded") throw new Error(`not confirmed: ${confirmed.text}`);
  return slot;
}

/** `token` null: an anonymous call. */
export function download(setup: FilesBackend, fileKey: string, token: string | null = setup.token): Promise<Response> {
  const headers: Record<string, string> = token ? { AuthToken: token, token } : {};
  return setup.backend.request(`/file/download?${new URLSearchParams({ fileKey })}`, { headers, redirect: "manual" });
}

export async function envelopeOf(answer: Response): Promise<Answer["body"]> {
  return (await answer.json()) as Answer["body"];
}

export const bytesOf = (length: number, fill = 7) => new Uint8Array(length).fill(fill);
