import Anser from "anser";

/**
 * Program output as a model reads it back (a notebook cell's, a shell command's): cut in the middle, since a
 * table's head and a log's last lines both matter, and without the colour codes that tracebacks and progress bars
 * carry.
 */

/** Keeps the first and last `max / 2` characters of a long text and says how much was left out between them. */
export function clipMiddle(text: string, max: number): string {
  if (text.length <= max) return text;
  const half = Math.floor(max / 2);
  return `${text.slice(0, half)}\n… [${text.length - 2 * half} characters cut] …\n${text.slice(-half)}`;
}

export function stripAnsi(text: string): string {
  return Anser.ansiToText(text);
}
