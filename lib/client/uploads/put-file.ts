/**
 * The direct upload of spec §7: a PUT of the file's bytes straight to its signed URL with the Content-Type the
 * server chose. XMLHttpRequest rather than fetch because only it reports upload progress.
 */
export type PutProgress = (loaded: number, total: number) => void;
export type PutOptions = { signal?: AbortSignal; onProgress?: PutProgress };
/** `status` is 0 when the request never got an answer (network error, refused by CORS). */
export type PutResult = { status: number; ok: boolean; etag: string | null };
export type PutFile = (url: string, file: Blob, contentType: string, options?: PutOptions) => Promise<PutResult>;

export function abortError(): DOMException {
  return new DOMException("The upload was canceled", "AbortError");
}

export const putFileWithXhr: PutFile = (url, file, contentType, options = {}) =>
  new Promise((resolve, reject) => {
    const { signal, onProgress } = options;
    if (signal?.aborted) return reject(abortError());
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    signal?.addEventListener("abort", onAbort, { once: true });
    const settle = (result: PutResult | DOMException) => {
      signal?.removeEventListener("abort", onAbort);
      if (result instanceof DOMException) reject(result);
      else resolve(result);
    };
    xhr.open("PUT", url);
    xhr.setRequestHeader("Content-Type", contentType);
    xhr.upload.onprogress = (event) => onProgress?.(event.loaded, event.lengthComputable ? event.total : file.size);
    xhr.onload = () =>
      settle({ status: xhr.status, ok: xhr.status >= 200 && xhr.status < 300, etag: xhr.getResponseHeader("ETag") });
    xhr.onerror = () => settle({ status: 0, ok: false, etag: null });
    xhr.onabort = () => settle(abortError());
    xhr.send(file);
  });
