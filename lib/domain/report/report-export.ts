/**
 * Names for the exports of a finished report (spec §2 "Markdown download of a report and PDF export"): the report's
 * title is its first heading, and a file is named after it.
 */

/** The text of the report's first heading (Markdown emphasis and links reduced to their text), or the fallback. */
export function reportTitle(markdown: string, fallback: string): string {
  // The closing #s and spaces are cut in a second step: one pattern doing both backtracks on long runs of spaces.
  const heading = markdown.match(/^ {0,3}#{1,6}[ \t]+([^ \t].*)$/m)?.[1]?.replace(/(?<![ \t#])[ \t#]+$/, "");
  const text = heading
    ?.replace(/!?\[([^[\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[*_`~]/g, "")
    .trim();
  return text ? text : fallback;
}

const MAX_FILE_STEM = 100;

/**
 * A file name safe on every desktop system: no path separators, reserved characters or control characters, no
 * leading dots, at most 100 characters before the extension.
 */
export function exportFileName(title: string, extension: string): string {
  const stem = title
    .replace(/[\p{Cc}<>:"/\\|?*]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^\.+/, "")
    .slice(0, MAX_FILE_STEM)
    .trim();
  return `${stem || "report"}.${extension}`;
}
