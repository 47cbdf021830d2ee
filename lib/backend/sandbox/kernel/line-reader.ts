import "server-only";
import type { Readable } from "node:stream";

/**
 * Splits a child's stdout into lines, with a cap: the bridge's stdout is reachable by the sandboxed code, and a
 * line without end must not grow in the server's memory. A line past `maxBytes` is dropped whole (reported once
 * through `onOversized` when its end arrives).
 */
export function readLines(stream: Readable, maxBytes: number, onLine: (line: string) => void, onOversized: (bytes: number) => void): void {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const take = (piece: Buffer) => {
    pendingBytes += piece.length;
    // Past the cap the line's bytes are only counted, not kept.
    if (pendingBytes <= maxBytes) pending.push(piece);
    else pending = [];
  };
  stream.on("data", (chunk: Buffer) => {
    let start = 0;
    for (let end = chunk.indexOf(10); end !== -1; end = chunk.indexOf(10, start)) {
      take(chunk.subarray(start, end));
      if (pendingBytes <= maxBytes) onLine(Buffer.concat(pending).toString("utf8"));
      else onOversized(pendingBytes);
      pending = [];
      pendingBytes = 0;
      start = end + 1;
    }
    if (start < chunk.length) take(chunk.subarray(start));
  });
}
