import "server-only";
import { extractText, getDocumentProxy } from "unpdf";

/**
 * Text of a PDF (an arXiv paper or a user's upload) for an agent to read. unpdf runs PDF.js without a worker
 * and with eval disabled; the text is tidied and cut to a length a model context can hold.
 */
export const MAX_FULL_TEXT_CHARS = 60_000;
/** Downloads and uploads larger than this are not read: a paper is rarely over a few MB. */
export const MAX_PDF_BYTES = 30 * 1024 * 1024;

export function looksLikePdf(bytes: Uint8Array): boolean {
  // "%PDF-" may follow a little junk; PDF readers accept it within the first kilobyte.
  return new TextDecoder("latin1").decode(bytes.subarray(0, 1024)).includes("%PDF-");
}

export async function pdfText(bytes: Uint8Array): Promise<string> {
  if (!looksLikePdf(bytes)) throw new Error("not a PDF");
  // PDF.js takes ownership of (detaches) the buffer it is given and refuses Node Buffers: a plain copy suits both.
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  try {
    const { text } = await extractText(pdf, { mergePages: true });
    return tidyFullText(text);
  } finally {
    await pdf.destroy();
  }
}

/** Single spaces within lines, at most one blank line in a row, cut at a word boundary past the length limit. */
export function tidyFullText(text: string, maxChars = MAX_FULL_TEXT_CHARS): string {
  const tidy = text
    .replaceAll("\u0000", "")
    .replace(/[ \t\f\v\u00a0]+/g, " ")
    .replace(/(?<! ) *\n */g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  if (tidy.length <= maxChars) return tidy;
  const cut = tidy.slice(0, maxChars);
  const lastSpace = cut.search(/\s\S*$/);
  return `${lastSpace > maxChars * 0.9 ? cut.slice(0, lastSpace) : cut}\n[…truncated]`;
}
