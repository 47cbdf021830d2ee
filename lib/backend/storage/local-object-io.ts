import "server-only";
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { ContractError } from "@/lib/contract";
import { ResultCode } from "@/lib/contract/codes";
import { runtimePath } from "../runtime-path";

/**
 * Bytes in and out of the local storage folder with constant memory: an upload is piped chunk by chunk into a
 * temporary file that is renamed into place only once exactly the signed number of bytes has arrived. The count
 * is of bytes actually received, so a missing or lying Content-Length changes nothing.
 */
export function tooLarge(expected: number): ContractError {
  return new ContractError(ResultCode.payloadTooLarge, `The file is larger than its upload slot (${expected} bytes).`);
}

function incomplete(received: number, expected: number): ContractError {
  return new ContractError(ResultCode.badRequest, `Upload incomplete: received ${received} of ${expected} bytes.`);
}

export async function writeExactly(
  body: ReadableStream<Uint8Array> | null,
  destination: string,
  partialDir: string,
  expectedSize: number,
): Promise<{ etag: string }> {
  const source = body ? Readable.fromWeb(body as NodeReadableStream<Uint8Array>) : Readable.from([]);
  return writeStreamExactly(source, destination, partialDir, expectedSize);
}

export async function writeStreamExactly(source: Readable, destination: string, partialDir: string, expectedSize: number): Promise<{ etag: string }> {
  await fs.mkdir(partialDir, { recursive: true });
  const partial = runtimePath(partialDir, `${randomBytes(12).toString("hex")}.part`);
  const md5 = createHash("md5");
  let received = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      // Fails the pipeline at once: the rest of an oversized body is never written anywhere.
      if (received > expectedSize) return done(tooLarge(expectedSize));
      md5.update(chunk);
      done(null, chunk);
    },
  });
  // Opened before the pipeline starts: a stream opening the file itself could create it after an early failure
  // (an oversized first chunk) had already run the removal below, leaving the partial file behind.
  const file = await fs.open(partial, "wx", 0o600);
  try {
    await pipeline(source, counter, file.createWriteStream());
    if (received < expectedSize) throw incomplete(received, expectedSize);
    await fs.mkdir(path.dirname(destination), { recursive: true });
    await fs.rename(partial, destination);
  } catch (error) {
    await fs.rm(partial, { force: true });
    throw error;
  }
  return { etag: `"${md5.digest("hex")}"` };
}

export async function statFile(file: string): Promise<{ size: number } | undefined> {
  const stats = await fs.stat(file).catch(() => undefined);
  return stats?.isFile() ? { size: stats.size } : undefined;
}

/** The file as a web stream for a Response; undefined when it does not exist. */
export async function openFile(file: string): Promise<{ size: number; body: ReadableStream<Uint8Array> } | undefined> {
  const handle = await fs.open(file, "r").catch(() => undefined);
  if (!handle) return undefined;
  const stats = await handle.stat();
  if (!stats.isFile()) {
    await handle.close();
    return undefined;
  }
  const stream = handle.createReadStream({ autoClose: true });
  return { size: stats.size, body: Readable.toWeb(stream) as unknown as ReadableStream<Uint8Array> };
}

/** Removes the plain files directly in `dir` last modified before `cutoff`; answers how many. */
export async function removeFilesBefore(dir: string, cutoff: Date): Promise<number> {
  const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
  let removed = 0;
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(dir, entry.name);
    const stats = await fs.stat(file).catch(() => undefined);
    if (!stats || stats.mtime >= cutoff) continue;
    await fs.rm(file, { force: true });
    removed += 1;
  }
  return removed;
}
