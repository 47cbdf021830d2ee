/**
 * Media types by file extension, shared by the backend (the Content-Type an upload slot is signed for) and the
 * browser (which icon a chip shows). Types that a browser could render as active content (HTML, SVG, scripts)
 * are deliberately absent: they are stored and served as application/octet-stream.
 */
export const OCTET_STREAM = "application/octet-stream";

const EXCEL_XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const WORD_DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

const contentTypesByExtension: Readonly<Record<string, string>> = {
  pdf: "application/pdf",
  xls: "application/vnd.ms-excel",
  xlsx: EXCEL_XLSX,
  xlsm: "application/vnd.ms-excel.sheet.macroEnabled.12",
  doc: "application/msword",
  docx: WORD_DOCX,
  ppt: "application/vnd.ms-powerpoint",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  csv: "text/csv",
  tsv: "text/tab-separated-values",
  txt: "text/plain",
  md: "text/markdown",
  tex: "application/x-tex",
  bib: "application/x-bibtex",
  json: "application/json",
  jsonl: "application/x-ndjson",
  ipynb: "application/x-ipynb+json",
  py: "text/x-python",
  zip: "application/zip",
  gz: "application/gzip",
  tar: "application/x-tar",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  bmp: "image/bmp",
  tif: "image/tiff",
  tiff: "image/tiff",
};

/** The lowercased extension after the last dot of the last path segment; "" when there is none. */
export function fileExtension(name: string): string {
  const base = name.split(/[/\\]/).at(-1) ?? "";
  const dot = base.lastIndexOf(".");
  return dot <= 0 || dot === base.length - 1 ? "" : base.slice(dot + 1).toLowerCase();
}

export function contentTypeForFileName(name: string): string {
  return contentTypesByExtension[fileExtension(name)] ?? OCTET_STREAM;
}
