/**
 * Stream text as a terminal would have left it: a carriage return rewinds the line, so progress bars that
 * redraw themselves show their last state instead of every frame (what Jupyter's output area does too).
 */
export function streamText(text: string): string {
  return text
    .replace(/\r+\n/g, "\n")
    .split("\n")
    .map((line) => line.slice(line.lastIndexOf("\r") + 1))
    .join("\n");
}
