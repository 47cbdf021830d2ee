import "server-only";

/**
 * Field clean-up shared by the source clients: every source spells authors, arXiv ids and years its own way, and
 * the merged record must not care which one a field came from.
 */
const NEW_ARXIV_ID = String.raw`\d{4}\.\d{4,5}`;
const OLD_ARXIV_ID = String.raw`[a-z][a-z-]*(?:\.[a-z]{2})?\/\d{7}`;
const ARXIV_ID = `(${NEW_ARXIV_ID}|${OLD_ARXIV_ID})(?:v\\d+)?`;
const BARE_ARXIV_ID = new RegExp(`^(?:arxiv:)?${ARXIV_ID}$`, "i");
const ARXIV_ID_IN_LINK = new RegExp(`(?:arxiv\\.org\\/(?:abs|pdf)\\/|10\\.48550\\/arxiv\\.)${ARXIV_ID}`, "i");

/** The arXiv id without its version (`2401.01234v2` → `2401.01234`), from a bare id, an abs/pdf link or an arXiv DOI. */
export function arxivIdFrom(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const text = value.trim();
  const match = BARE_ARXIV_ID.exec(text) ?? ARXIV_ID_IN_LINK.exec(text);
  const id = match?.[1];
  if (!id) return null;
  // Old-style ids keep their archive name in lower case (hep-th/9901001); new ones are digits only.
  return id.includes("/") ? id.toLowerCase() : id;
}

export function arxivAbsUrl(arxivId: string): string {
  return `https://arxiv.org/abs/${arxivId}`;
}

/** Single-spaced and trimmed: Atom titles and abstracts arrive wrapped over several indented lines. */
export function collapseWhitespace(value: unknown): string {
  return typeof value === "string" ? value.replace(/\s+/g, " ").trim() : "";
}

/**
 * Authors as a list of names, whether they arrive as a list of strings, a list of objects with a name
 * (`name`, `display_name`, `author.display_name`) or one string such as "Ada Lovelace, Alan Turing and Grace Hopper".
 */
export function normaliseAuthors(value: unknown): string[] {
  const names = typeof value === "string" ? splitAuthorString(value) : Array.isArray(value) ? value.map(authorName) : [];
  return names.map(collapseWhitespace).filter((name) => name !== "");
}

function splitAuthorString(value: string): string[] {
  return value.split(/(?<!\s)\s*(?:[;,&]|\band\b)\s*/i);
}

function authorName(entry: unknown): string {
  if (typeof entry === "string") return entry;
  if (typeof entry !== "object" || entry === null) return "";
  const record = entry as Record<string, unknown>;
  for (const key of ["name", "display_name", "raw_author_name"]) {
    if (typeof record[key] === "string") return record[key];
  }
  return typeof record.author === "object" ? authorName(record.author) : "";
}

/** A plausible publication year from a number or a date string, else null. */
export function yearFrom(value: unknown): number | null {
  const year = typeof value === "number" ? value : typeof value === "string" ? Number(value.slice(0, 4)) : NaN;
  return Number.isInteger(year) && year >= 1500 && year <= 2200 ? year : null;
}

export function countFrom(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) && value >= 0 ? Math.round(value) : null;
}

/** An http(s) URL or null: links from outside never become javascript: or file: links in our records. */
export function webUrlFrom(value: unknown): string | null {
  if (typeof value !== "string" || value.trim() === "") return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === "http:" || url.protocol === "https:" ? url.toString() : null;
  } catch {
    return null;
  }
}

/** Search words of a free-text query: letters and digits only, so no query syntax of a source can be injected. */
export function queryWords(query: string, max = 12): string[] {
  return (query.toLowerCase().match(/[\p{L}\p{N}]+(?:[-.][\p{L}\p{N}]+)*/gu) ?? []).slice(0, max);
}
