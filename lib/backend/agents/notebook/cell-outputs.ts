import type { NotebookOutput } from "../../sandbox/notebook-output";
import { clipMiddle, stripAnsi } from "../workspace/output-text";

/**
 * A cell's outputs as the model reads them back (issue 16: the agent must see its own outputs and errors). Text is
 * cut in the middle, since a table's head and a log's last lines both matter; images are described by type, size
 * and pixels, never sent as base64; an error keeps its name, value and the last lines of its traceback.
 */
const TEXT_CHARS = 3000;
const TRACEBACK_LINES = 12;
const TRACEBACK_CHARS = 2000;
/** Shown in this order when a bundle has several; text/plain last, since a figure's is only "<Figure ...>". */
const IMAGE_TYPES = ["image/png", "image/jpeg", "image/svg+xml"] as const;

/** Decoded size of base64 text, without decoding it. */
function base64Bytes(base64: string): number {
  const compact = base64.replace(/\s+/g, "");
  const padding = compact.endsWith("==") ? 2 : compact.endsWith("=") ? 1 : 0;
  return Math.max(0, Math.floor((compact.length * 3) / 4) - padding);
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Width and height from a PNG's IHDR chunk, which the format puts right after the signature. */
export function pngSize(base64: string): { width: number; height: number } | undefined {
  const head = Buffer.from(base64.replace(/\s+/g, "").slice(0, 44), "base64");
  if (head.length < 24 || PNG_SIGNATURE.some((byte, index) => head[index] !== byte)) return undefined;
  if (head.toString("latin1", 12, 16) !== "IHDR") return undefined;
  return { width: head.readUInt32BE(16), height: head.readUInt32BE(20) };
}

function kilobytes(bytes: number): string {
  return bytes < 1024 ? `${bytes} B` : `${Math.round(bytes / 1024)} kB`;
}

/** "image/png 640×480, 23 kB" */
export function describeImage(type: string, payload: string): string {
  const size = type === "image/png" ? pngSize(payload) : undefined;
  const bytes = type === "image/svg+xml" ? Buffer.byteLength(payload) : base64Bytes(payload);
  return `${type}${size ? ` ${size.width}×${size.height}` : ""}, ${kilobytes(bytes)}`;
}

function textOf(value: unknown): string {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.join("");
  return JSON.stringify(value);
}

function describeBundle(data: Record<string, unknown>): string {
  const images = IMAGE_TYPES.filter((type) => typeof data[type] === "string").map((type) => `[${describeImage(type, data[type] as string)}]`);
  if (images.length > 0) return images.join("\n");
  if (data["text/plain"] !== undefined) return clipMiddle(textOf(data["text/plain"]), TEXT_CHARS);
  const [type, value] = Object.entries(data)[0] ?? [];
  return type === undefined ? "(empty output)" : `[${type}] ${clipMiddle(textOf(value), TEXT_CHARS / 3)}`;
}

export function describeError(output: Extract<NotebookOutput, { output_type: "error" }>): string {
  const lines = stripAnsi(output.traceback.join("\n")).split("\n");
  const last = lines.slice(-TRACEBACK_LINES).join("\n");
  const cut = lines.length > TRACEBACK_LINES ? "… (earlier traceback lines cut)\n" : "";
  return `${output.ename}: ${output.evalue}\nTraceback:\n${cut}${clipMiddle(last, TRACEBACK_CHARS)}`;
}

/** Every output as text, consecutive stream pieces joined first so a long print loop is cut once, not per piece. */
export function outputsForModel(outputs: readonly NotebookOutput[]): string {
  const parts: string[] = [];
  let stream: { name: string; text: string } | undefined;
  const flush = () => {
    if (stream) parts.push(stream.name === "stderr" ? `[stderr]\n${clipMiddle(stream.text, TEXT_CHARS)}` : clipMiddle(stream.text, TEXT_CHARS));
    stream = undefined;
  };
  for (const output of outputs) {
    if (output.output_type === "stream" && stream?.name === output.name) {
      stream.text += output.text;
      continue;
    }
    flush();
    if (output.output_type === "stream") stream = { name: output.name, text: output.text };
    else if (output.output_type === "error") parts.push(describeError(output));
    else parts.push(describeBundle(output.data));
  }
  flush();
  return parts.map((part) => part.trimEnd()).join("\n");
}
