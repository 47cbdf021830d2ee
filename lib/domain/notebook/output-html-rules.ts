/**
 * The pure rules the sanitizer of HTML and SVG outputs applies on top of DOMPurify
 * (components/notebook/sanitize-output.ts). Jupyter treats every output of a notebook it did not run as untrusted;
 * so do we, and further: nothing in an output may make the browser fetch anything (no remote image, stylesheet or
 * font: a request would tell a third party who reads the notebook), run anything, or draw outside its own box.
 */
import { cleanBase64 } from "./output-mime";

/** Links may lead to web pages, mail, or a place in the page; never to script, data or files. */
export function safeOutputLink(url: string): string | undefined {
  const value = url.trim();
  if (value.startsWith("#")) return value;
  return /^(?:https?:\/\/|mailto:)/i.test(value) ? value : undefined;
}

/** An image may only be one the notebook carries: a data: URL of a raster type with valid base64. */
export function safeImageSource(url: string): string | undefined {
  const match = /^data:image\/(png|jpeg|gif|webp);base64,([\s\S]*)$/i.exec(url.trim());
  const base64 = match?.[2] && cleanBase64(match[2]);
  return match?.[1] && base64 ? `data:image/${match[1].toLowerCase()};base64,${base64}` : undefined;
}

/** SVG references within the same document (`<use href="#id">`, `fill="url(#grad)"`) are the only ones allowed. */
export const isLocalReference = (url: string) => /^#[\w.:-]+$/.test(url.trim());

/**
 * A CSS value that could fetch or run something: url() other than url(#local), image-set, @import, old IE hooks.
 * Any backslash counts too: CSS escapes (`\75 rl(`) would spell those words past a plain text match.
 */
export function cssValueReachesOut(value: string): boolean {
  if (value.includes("\\")) return true;
  const normalized = value.replace(/\/\*[\s\S]*?\*\//g, "").toLowerCase();
  if (/image-set\(|@import|expression\(|behavior\s*:|-moz-binding|javascript:/.test(normalized)) return true;
  const targets = [...normalized.matchAll(/url\s*\(\s*['"]?\s*([^'")\s]*)/g)].map((match) => match[1] ?? "");
  return targets.some((target) => !target.startsWith("#"));
}

/**
 * What inline styles may set: the look of text, tables and boxes (pandas' Styler, coloured cells). Positioning,
 * transforms, z-order and anything that loads a resource are dropped, so an output cannot cover the page.
 */
const allowedProperties = new Set([
  "color",
  "background-color",
  "font-weight",
  "font-style",
  "font-size",
  "font-family",
  "text-align",
  "text-decoration",
  "vertical-align",
  "white-space",
  "line-height",
  "width",
  "height",
  "min-width",
  "max-width",
  "min-height",
  "max-height",
  "border",
  "border-top",
  "border-right",
  "border-bottom",
  "border-left",
  "border-color",
  "border-style",
  "border-width",
  "border-collapse",
  "border-spacing",
  "padding",
  "padding-top",
  "padding-right",
  "padding-bottom",
  "padding-left",
  "margin-top",
  "margin-bottom",
  "display",
  "opacity",
  "fill",
  "stroke",
  "stroke-width",
]);

/** The allowed declarations of a style attribute, or "" when none survives. */
export function safeInlineStyle(style: string): string {
  return style
    .split(";")
    .map((declaration) => {
      const colon = declaration.indexOf(":");
      if (colon < 0) return undefined;
      const property = declaration.slice(0, colon).trim().toLowerCase();
      const value = declaration.slice(colon + 1).trim();
      if (!allowedProperties.has(property) || value === "" || cssValueReachesOut(value) || /[<>]/.test(value)) return undefined;
      return `${property}: ${value}`;
    })
    .filter((declaration): declaration is string => declaration !== undefined)
    .join("; ");
}
