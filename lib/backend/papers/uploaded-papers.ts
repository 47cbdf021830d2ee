import "server-only";
import { fileExtension } from "@/lib/domain/files/file-types";
import type { Database } from "../db/client";
import { readAtMost } from "../http/bounded-read";
import type { Logger } from "../logger";
import { userFiles, type FileRow } from "../services/file/file-records";
import type { Storage } from "../storage/create-storage";
import { cachedFullText, cachedPaper, upsertPapers } from "./paper-cache";
import type { PaperRecord } from "./paper-sources";
import { MAX_PDF_BYTES, type PdfLimits, pdfText, tidyFullText } from "./pdf-text";

/**
 * The files a user attached to a task, as papers the agent can read and cite (`upload:<file id>`). Only the
 * user's own confirmed uploads count; PDFs are read with unpdf, text and Markdown as they are; other kinds
 * (images, spreadsheets, Word) and files without any text are skipped with a log line. The text is extracted
 * once and cached with the paper.
 */
export type UploadSettings = { db: Database; storage: Storage; log: Logger; pdfLimits: PdfLimits };

const TEXT_EXTENSIONS = new Set(["txt", "md", "markdown", "tex", "bib", "csv", "tsv", "json", "jsonl", "py", "rst"]);
const ABSTRACT_CHARS = 1200;

export async function readUploadedPapers(
  settings: UploadSettings,
  userId: string,
  fileIds: readonly string[],
  signal?: AbortSignal,
): Promise<PaperRecord[]> {
  const rows = await userFiles(settings.db, userId, [...new Set(fileIds)]);
  const byId = new Map(rows.filter((row) => row.status === "uploaded").map((row) => [row.id, row]));
  const papers: PaperRecord[] = [];
  for (const fileId of new Set(fileIds)) {
    const row = byId.get(fileId);
    if (!row) continue;
    signal?.throwIfAborted();
    try {
      const paper = await uploadedPaper(settings, row);
      if (paper) papers.push(paper);
    } catch (error) {
      // One unreadable file must not cost the agent the others; the log says which and why.
      settings.log.warn({ fileId: row.id, err: error }, "uploaded file could not be read as a paper");
    }
  }
  return papers;
}

async function uploadedPaper(settings: UploadSettings, row: FileRow): Promise<PaperRecord | undefined> {
  const id = `upload:${row.id}`;
  const [known, knownText] = await Promise.all([cachedPaper(settings.db, id), cachedFullText(settings.db, id)]);
  if (known && knownText !== undefined) return known;
  const kind = readableKind(row);
  if (!kind || row.size > MAX_PDF_BYTES) {
    settings.log.info({ fileId: row.id, contentType: row.contentType, size: row.size }, "uploaded file skipped: not a readable paper");
    return undefined;
  }
  const bytes = await readObject(settings.storage, row.key);
  if (!bytes) return undefined;
  const text = kind === "pdf" ? await pdfText(bytes, settings.pdfLimits) : tidyFullText(new TextDecoder().decode(bytes));
  if (text === "") return undefined;
  const paper: PaperRecord = {
    id,
    arxivId: null,
    title: row.originalName,
    year: (row.uploadedAt ?? row.createdAt).getUTCFullYear(),
    authors: [],
    abstract: opening(text),
    // An upload has no public page; the canvas shows its title only.
    url: "",
    pdfUrl: null,
    source: "upload",
    citationCount: null,
  };
  const [cached] = await upsertPapers(settings.db, [paper], new Map([[id, text]]));
  return cached ?? paper;
}

function readableKind(row: FileRow): "pdf" | "text" | undefined {
  const extension = fileExtension(row.originalName);
  if (row.contentType === "application/pdf" || extension === "pdf") return "pdf";
  if (row.contentType.startsWith("text/") || TEXT_EXTENSIONS.has(extension)) return "text";
  return undefined;
}

async function readObject(storage: Storage, key: string): Promise<Uint8Array | undefined> {
  const object = await storage.open(key);
  if (!object) return undefined;
  const bytes = await readAtMost(object.body, MAX_PDF_BYTES);
  if (bytes === undefined) throw new Error(`stored object is larger than ${MAX_PDF_BYTES} bytes`);
  return bytes;
}

/** The first ~1,200 characters, single-spaced and cut at a word: what search results show as the abstract. */
function opening(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= ABSTRACT_CHARS) return flat;
  const cut = flat.slice(0, ABSTRACT_CHARS);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), ABSTRACT_CHARS / 2))}…`;
}
