import { describe, expect, it } from "vitest";
import { outputWindow, readableOutput } from "@/lib/backend/agents/experiment/output-window";

/** What the model reads of a command's output: bounded, head and tail kept, as a terminal would show it. */
describe("a process's output as the model reads it", () => {
  it("keeps the whole output while it is short", () => {
    const window = outputWindow(20);
    window.add("epoch 1\n");
    window.add("epoch 2\n");
    expect(window.text()).toBe("epoch 1\nepoch 2\n");
    expect(window.chars).toBe(16);
  });

  it("keeps the head and the tail of a long output, however it arrives, and says how much was cut", () => {
    const window = outputWindow(10);
    for (const piece of ["abc", "defgh", "ijklmnop", "qrstuvwxyz"]) window.add(piece);
    expect(window.text()).toBe("abcde\n… [16 characters cut] …\nvwxyz");
    expect(window.chars).toBe(26);
  });

  it("drops colour codes and keeps only the last drawing of a progress bar", () => {
    expect(readableOutput("\u001b[31mError\u001b[0m: bad\n")).toBe("Error: bad\n");
    expect(readableOutput("10%|#  |\r50%|## |\r100%|###|\r\ndone")).toBe("100%|###|\ndone");
  });
});
