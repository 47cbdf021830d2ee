import { describe, expect, it } from "vitest";
import { StreamedText } from "@/lib/backend/services/chat/streamed-text";

function joined(pieces: string[]): string {
  const text = new StreamedText();
  for (const piece of pieces) text.append(piece);
  return text.toString();
}

describe("streamed text", () => {
  it("is empty until a piece arrives", () => {
    expect(joined([])).toBe("");
    expect(joined(["", ""])).toBe("");
  });

  it("reads back every piece in order, whatever its script", () => {
    const pieces = ["Attention ", "is ", "all ", "you ", "need: ", "é", "中文", "🙂", " done"];
    expect(joined(pieces)).toBe(pieces.join(""));
  });

  it("keeps a character split between two pieces (an emoji's surrogate halves)", () => {
    const [high, low] = ["🙂".charAt(0), "🙂".charAt(1)];
    expect(joined(["smile ", high, low, "!"])).toBe("smile 🙂!");
    expect(joined([`a${high}`, `${low}b`])).toBe("a🙂b");
  });

  it("keeps a high surrogate that nothing followed, as concatenation would", () => {
    const high = "🙂".charAt(0);
    expect(joined(["end", high])).toBe(`end${high}`);
  });

  it("grows past its first buffer without losing or repeating text", () => {
    const pieces = Array.from({ length: 5000 }, (_, index) => `t=${index};ü`);
    expect(joined(pieces)).toBe(pieces.join(""));
    expect(joined(["x".repeat(10_000), "y"])).toBe(`${"x".repeat(10_000)}y`);
  });

  it("holds a 1 MB piece and a model's markup as they came, neither cut nor changed", () => {
    const huge = "é".repeat(512 * 1024);
    const markup = '<script>alert("x")</script>\u0000';
    expect(joined(["start ", huge, markup])).toBe(`start ${huge}${markup}`);
  });

  it("can be read more than once, and read between pieces", () => {
    const text = new StreamedText();
    text.append("one ");
    expect(text.toString()).toBe("one ");
    text.append("two");
    expect(text.toString()).toBe("one two");
    expect(text.toString()).toBe("one two");
  });
});
