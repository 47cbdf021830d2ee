/**
 * Stream text as a terminal would have left it: a carriage return rewinds the line, so progress bars that
 * redraw themselves show their last state instead of every frame (what Jupyter's output area does too). A
 * carriage return just before a line break ("\r\n") ends the line like the break alone.
 */
export function streamText(text: string): string {
  return text
    .split("\n")
    .map((line) => line.split("\r").filter((part) => part !== "").at(-1) ?? "")
    .join("\n");
}
