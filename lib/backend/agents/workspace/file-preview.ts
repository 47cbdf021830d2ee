import "server-only";
import { fileExtension } from "@/lib/domain/files/file-types";
import { pdfText } from "../../papers/pdf-text";
import type { ToolContext } from "../definition";
import { clipMiddle } from "./output-text";
import { runPythonScript } from "./sandbox-python";

/**
 * What the agent is told about each file it was given, so its first cell reads the data correctly: the first lines
 * of text files, the sheets of a workbook, the start of a JSON document or a PDF's text. Every preview is bounded.
 */
const PREVIEW_CHARS = 1500;
const PREVIEW_LINES = 8;
const LINE_CHARS = 300;
/** Only the start of a file is decoded for its first lines. */
const HEAD_BYTES = 64 * 1024;

const TEXT_EXTENSIONS = new Set(["csv", "tsv", "txt", "tab", "dat", "md", "markdown", "tex", "bib", "py", "r", "log", "jsonl", "ndjson", "xml", "yaml", "yml"]);
const EXCEL_EXTENSIONS = new Set(["xlsx", "xlsm", "xls"]);

const EXCEL_PREVIEW = [
  "import sys, pandas as pd",
  "sheets = pd.read_excel(sys.argv[1], sheet_name=None, nrows=5)",
  "print('Sheets: ' + ', '.join(map(str, sheets)))",
  "for name in list(sheets)[:5]:",
  "    print(f'--- sheet {name!r}, first rows:')",
  "    print(sheets[name].to_string(max_cols=20, max_colwidth=40))",
].join("\n");

function firstLines(bytes: Uint8Array): string {
  const head = new TextDecoder().decode(bytes.subarray(0, HEAD_BYTES));
  const lines = head.split(/\r?\n/).slice(0, PREVIEW_LINES);
  return lines.map((line) => (line.length > LINE_CHARS ? `${line.slice(0, LINE_CHARS)}…` : line)).join("\n");
}

function headOf(text: string): string {
  return text.length > PREVIEW_CHARS ? `${text.slice(0, PREVIEW_CHARS)}…` : text;
}

async function excelPreview(context: ToolContext, workspaceName: string): Promise<string> {
  const run = await runPythonScript(context, EXCEL_PREVIEW, [workspaceName]);
  if (!run.ok) return `Could not read it as a workbook: ${run.stderr.trim().split("\n").at(-1) ?? "unknown error"}`;
  return clipMiddle(run.stdout.trim(), PREVIEW_CHARS * 2);
}

async function pdfPreview(context: ToolContext, bytes: Uint8Array): Promise<string> {
  const { config } = context.deps;
  const limits = { timeoutMs: config.PDF_TEXT_TIMEOUT_MS, maxPages: config.PDF_TEXT_MAX_PAGES, memoryMb: config.PDF_TEXT_MEMORY_MB };
  const text = await pdfText(bytes, limits).catch(() => "");
  return text === "" ? "No text could be extracted from this PDF." : `Text:\n${headOf(text)}`;
}

/** The preview of one file already copied into the workspace as `workspaceName`. */
export async function previewFile(context: ToolContext, workspaceName: string, bytes: Uint8Array): Promise<string> {
  const extension = fileExtension(workspaceName);
  if (extension === "parquet") {
    return "Parquet cannot be read here: the sandbox has no pyarrow or fastparquet. Ask the user for a CSV or Excel export.";
  }
  if (EXCEL_EXTENSIONS.has(extension)) return excelPreview(context, workspaceName);
  if (extension === "pdf") return pdfPreview(context, bytes);
  if (extension === "json") return `Starts with:\n${headOf(new TextDecoder().decode(bytes.subarray(0, HEAD_BYTES)))}`;
  if (TEXT_EXTENSIONS.has(extension)) return `First lines:\n${firstLines(bytes)}`;
  return "A binary file: no preview.";
}
