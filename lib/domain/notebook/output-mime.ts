/**
 * Which payload of a mime bundle the viewer shows. The order is JupyterLab's rendermime ranking (html 50,
 * markdown 60, latex 70, svg 80, images 90, text 120), with application/json, which JupyterLab shows through an
 * extension, just above plain text. application/javascript (rank 110, "unsafe") is never chosen: outputs are
 * untrusted here, and an untrusted JupyterLab output never runs script either.
 */
export const NOTEBOOK_MIME_ORDER = [
  "text/html",
  "text/markdown",
  "text/latex",
  "image/svg+xml",
  "image/png",
  "image/jpeg",
  "application/json",
  "text/plain",
] as const;
export type NotebookMime = (typeof NOTEBOOK_MIME_ORDER)[number];

export const JAVASCRIPT_MIMES = ["application/javascript", "text/javascript"] as const;

/** nbformat 3 names payloads by these short keys at the output's top level (nbformat's own v3 → v4 map). */
export const V3_PAYLOAD_KEYS: Readonly<Record<string, NotebookMime | (typeof JAVASCRIPT_MIMES)[number]>> = {
  text: "text/plain",
  html: "text/html",
  svg: "image/svg+xml",
  png: "image/png",
  jpeg: "image/jpeg",
  latex: "text/latex",
  json: "application/json",
  javascript: "application/javascript",
};

/** A v3 output's payloads under their mime names, as nbformat's upgrade to v4 moves them. */
export function v3MimeBundle(output: Record<string, unknown>): Record<string, unknown> {
  const bundle: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(output)) {
    const mime = V3_PAYLOAD_KEYS[key];
    if (mime) bundle[mime] = value;
  }
  return bundle;
}

/** Notebook text fields are a string or a list of lines to join. */
export function joinedText(value: unknown): string | undefined {
  if (typeof value === "string") return value;
  if (Array.isArray(value) && value.every((line) => typeof line === "string")) return value.join("");
  return undefined;
}

/** Base64 as Jupyter stores images: the alphabet with padding, line breaks allowed (and dropped). */
export function cleanBase64(value: string): string | undefined {
  const compact = value.replace(/\s+/g, "");
  if (compact.length === 0 || compact.length % 4 !== 0) return undefined;
  return /^[a-z0-9+/]+={0,2}$/i.test(compact) ? compact : undefined;
}

/**
 * LaTeX output for the Markdown pipeline's math. Display math ($$…$$, \[…\]) becomes a display block even when
 * written on one line (the Markdown reading of one-line $$…$$ is inline), inline $…$ stays, bare TeX is displayed.
 */
export function latexAsMarkdown(latex: string): string {
  const text = latex.trim();
  const display = /^\$\$([\s\S]*)\$\$$/.exec(text) ?? /^\\\[([\s\S]*)\\\]$/.exec(text);
  if (!display && /^\$[\s\S]*\$$/.test(text)) return text;
  return `$$\n${(display?.[1] ?? text).trim()}\n$$`;
}

/** The text a payload shows as, or undefined when it cannot be shown (not text, bad base64, bad JSON). */
function payloadText(mime: NotebookMime, value: unknown): string | undefined {
  if (mime === "application/json") {
    // nbformat 3 stores JSON as a string of JSON; nbformat 4 as the value itself.
    if (typeof value !== "string") return JSON.stringify(value, null, 2);
    try {
      return JSON.stringify(JSON.parse(value), null, 2);
    } catch {
      return value;
    }
  }
  const text = joinedText(value);
  if (text === undefined) return undefined;
  if (mime === "image/png" || mime === "image/jpeg") {
    const base64 = cleanBase64(text);
    return base64 && `data:${mime};base64,${base64}`;
  }
  return text;
}

export type ChosenPayload =
  | { kind: "payload"; mime: NotebookMime; value: string }
  | { kind: "script-only" }
  | { kind: "none" };

/**
 * The payload to show: the first type in Jupyter's order that is present and readable. A bundle holding only
 * script is reported as such (it is noted, never run); otherwise nothing usable means an unsupported format.
 * Images come back as data: URLs built from their validated base64, so no image is ever fetched from elsewhere.
 */
export function choosePayload(bundle: Record<string, unknown>): ChosenPayload {
  for (const mime of NOTEBOOK_MIME_ORDER) {
    if (!(mime in bundle)) continue;
    const value = payloadText(mime, bundle[mime]);
    if (value !== undefined) return { kind: "payload", mime, value };
  }
  return JAVASCRIPT_MIMES.some((mime) => mime in bundle) ? { kind: "script-only" } : { kind: "none" };
}

/** Width and height Jupyter keeps in an output's metadata for an image (`metadata["image/png"].width`). */
export function imageSize(metadata: unknown, mime: NotebookMime): { width?: number; height?: number } {
  if (typeof metadata !== "object" || metadata === null) return {};
  const entry: unknown = (metadata as Record<string, unknown>)[mime];
  if (typeof entry !== "object" || entry === null) return {};
  const { width, height } = entry as Record<string, unknown>;
  const size = (value: unknown) => (typeof value === "number" && Number.isFinite(value) && value > 0 ? value : undefined);
  return { width: size(width), height: size(height) };
}
