import "server-only";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { UserFacingError } from "../user-facing-error";

/**
 * Text of a PDF (an arXiv paper or a user's upload) for an agent to read. A PDF is data from anywhere, and PDF.js
 * parsing a hostile one can spin or swell, so it runs in a worker thread (pdf-text-worker.mjs) with a time limit
 * (the worker is terminated), a heap limit and a page cap: a bad PDF costs one failed read, never the server.
 * The text is tidied and cut to a length a model context can hold.
 */
export const MAX_FULL_TEXT_CHARS = 60_000;
/** Downloads and uploads larger than this are not read: a paper is rarely over a few MB. */
export const MAX_PDF_BYTES = 30 * 1024 * 1024;

export type PdfLimits = { timeoutMs: number; maxPages: number; memoryMb: number };
export const DEFAULT_PDF_LIMITS: PdfLimits = { timeoutMs: 30_000, maxPages: 300, memoryMb: 256 };

/** A PDF that could not be read within the limits, or not at all. */
export class PdfTextError extends UserFacingError {
  constructor(
    readonly reason: "not_pdf" | "timeout" | "failed",
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "PdfTextError";
  }
}

// tsx and vitest load the file from the project folder; a Next build (Turbopack) sees this Worker and emits the file
// as a "[worker thread]" chunk of its own, which it loads instead (checked: the built chunk reads PDFs).
const WORKER_FILE = path.join(process.cwd(), "lib", "backend", "papers", "pdf-text-worker.mjs");

export function looksLikePdf(bytes: Uint8Array): boolean {
  // "%PDF-" may follow a little junk; PDF readers accept it within the first kilobyte.
  return new TextDecoder("latin1").decode(bytes.subarray(0, 1024)).includes("%PDF-");
}

export async function pdfText(bytes: Uint8Array, limits: PdfLimits = DEFAULT_PDF_LIMITS): Promise<string> {
  if (!looksLikePdf(bytes)) throw new PdfTextError("not_pdf", "not a PDF");
  return tidyFullText(await extractInWorker(bytes, limits));
}

function extractInWorker(bytes: Uint8Array, limits: PdfLimits): Promise<string> {
  // A copy the worker takes over: PDF.js detaches the buffer it is given.
  const copy = new Uint8Array(bytes).buffer;
  const worker = new Worker(WORKER_FILE, {
    workerData: { bytes: copy, maxPages: limits.maxPages, maxChars: MAX_FULL_TEXT_CHARS },
    transferList: [copy],
    resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb, maxYoungGenerationSizeMb: Math.min(64, limits.memoryMb) },
  });
  return new Promise<string>((resolve, reject) => {
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
      void worker.terminate();
    };
    const timer = setTimeout(() => settle(() => reject(new PdfTextError("timeout", `PDF text not extracted within ${limits.timeoutMs} ms`))), limits.timeoutMs);
    worker.once("message", (message: { text?: unknown }) => settle(() => resolve(typeof message.text === "string" ? message.text : "")));
    // Out of memory (ERR_WORKER_OUT_OF_MEMORY) and PDF.js's own parse errors arrive here.
    worker.once("error", (error) => settle(() => reject(new PdfTextError("failed", `PDF text extraction failed: ${error.message}`, { cause: error }))));
    worker.once("exit", (code) => settle(() => reject(new PdfTextError("failed", `PDF text extraction stopped (exit code ${code})`))));
  });
}

/** Single spaces within lines, at most one blank line in a row, cut at a word boundary past the length limit. */
export function tidyFullText(text: string, maxChars = MAX_FULL_TEXT_CHARS): string {
  const tidy = text
    .replaceAll("\0", "")
    .replace(/[ \t\f\v\u00a0]+/g, " ")
    // Runs of spaces are single spaces by now, so one on each side is all there is (and the match stays linear).
    .replace(/ ?\n ?/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  if (tidy.length <= maxChars) return tidy;
  const cut = tidy.slice(0, maxChars);
  const lastSpace = cut.search(/\s\S*$/);
  return `${lastSpace > maxChars * 0.9 ? cut.slice(0, lastSpace) : cut}\n[…truncated]`;
}
