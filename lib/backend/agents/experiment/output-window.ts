import { stripAnsi } from "../workspace/output-text";

/**
 * What the model reads of a process's output: its first and last few thousand characters, kept as the output
 * arrives, so a command that prints gigabytes costs the server no more memory than one that prints a line.
 */
export const WINDOW_CHARS = 8000;

export type OutputWindow = { add(data: string): void; readonly chars: number; text(): string };

export function outputWindow(max = WINDOW_CHARS): OutputWindow {
  const half = Math.floor(max / 2);
  let head = "";
  let tail = "";
  let chars = 0;
  return {
    add(data) {
      chars += data.length;
      if (head.length < half) {
        const taken = data.slice(0, half - head.length);
        head += taken;
        data = data.slice(taken.length);
      }
      tail = (tail + data).slice(-half);
    },
    get chars() {
      return chars;
    },
    text() {
      const cut = chars - head.length - tail.length;
      const whole = cut > 0 ? `${head}\n… [${cut} characters cut] …\n${tail}` : head + tail;
      return readableOutput(whole);
    },
  };
}

/**
 * Terminal output as text: colour codes removed, and of a line redrawn with carriage returns (a progress bar) only
 * what was drawn last, which is what a terminal would show.
 */
export function readableOutput(output: string): string {
  return stripAnsi(output)
    .split("\n")
    .map((line) => {
      let end = line.length;
      while (end > 0 && line[end - 1] === "\r") end -= 1;
      return line.slice(line.lastIndexOf("\r", end - 1) + 1, end);
    })
    .join("\n");
}
