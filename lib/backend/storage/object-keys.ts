import "server-only";
import { randomBytes } from "node:crypto";

/**
 * Object keys are made by the server: `uploads/<userId>/<yyyy>/<mm>/<dd>/<random>-<safe name>`. The name a
 * browser sent is never used as a path: it is cut to its last segment, stripped of control characters, and
 * reduced to a conservative character set for the key; the original appears only in Content-Disposition.
 */
const CONTROL_CHARACTERS = /\p{Cc}/gu;
const MAX_DISPLAY_NAME = 255;
const MAX_KEY_NAME = 80;

/** The name as users see it on download: its last path segment, no control characters, never empty. */
export function displayFileName(name: string): string {
  const lastSegment = name.normalize("NFC").replace(CONTROL_CHARACTERS, "").split(/[/\\]/).at(-1) ?? "";
  const trimmed = shorten(lastSegment.trim(), MAX_DISPLAY_NAME);
  return trimmed === "" || trimmed === "." || trimmed === ".." ? "file" : trimmed;
}

/** The name as it appears in a key: [A-Za-z0-9._-] only, no leading dots, the extension kept when shortened. */
export function keySafeFileName(name: string): string {
  const safe = displayFileName(name)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\w.-]+/g, "_")
    .replace(/\.{2,}/g, ".")
    .replace(/^\.+/, "");
  return safe === "" ? "file" : shorten(safe, MAX_KEY_NAME);
}

/** Cuts a name to `max` characters, keeping a short extension ("….pdf"). */
function shorten(name: string, max: number): string {
  const characters = Array.from(name);
  if (characters.length <= max) return name;
  const dot = name.lastIndexOf(".");
  const extension = dot > 0 && name.length - dot <= 12 ? name.slice(dot) : "";
  return characters.slice(0, max - Array.from(extension).length).join("") + extension;
}

const two = (value: number) => String(value).padStart(2, "0");

/** Every object a user uploads lives under this prefix; downloads outside it are refused. */
export function userUploadPrefix(userId: string): string {
  return `uploads/${userId}/`;
}

export function newObjectKey(userId: string, fileName: string, now: Date): string {
  const date = `${now.getUTCFullYear()}/${two(now.getUTCMonth() + 1)}/${two(now.getUTCDate())}`;
  return `${userUploadPrefix(userId)}${date}/${randomBytes(8).toString("hex")}-${keySafeFileName(fileName)}`;
}

/** Keys this server could have made: relative, no empty, `.` or `..` segments, a safe character set. */
export function isWellFormedKey(key: string): boolean {
  if (!/^[\w.-]+(?:\/[\w.-]+)*$/.test(key) || key.length > 1024) return false;
  return key.split("/").every((segment) => segment !== "." && segment !== "..");
}

/** RFC 6266 / 8187: an ASCII fallback `filename` and the exact name in UTF-8 as `filename*`. */
export function attachmentDisposition(fileName: string): string {
  const name = displayFileName(fileName);
  const fallback = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
