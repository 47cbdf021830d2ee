import { describe, expect, it } from "vitest";
import { describeImage, outputsForModel, pngSize } from "@/lib/backend/agents/notebook/cell-outputs";
import { clipMiddle } from "@/lib/backend/agents/workspace/output-text";

/**
 * What the Notebook agent reads back from a cell (issue 16): if this is wrong the model either drowns in a long
 * output, never sees the end of a log, reads colour codes instead of the error, or gets base64 instead of "a plot".
 */
function pngHeader(width: number, height: number, bodyBytes = 0): string {
  const head = Buffer.alloc(33 + bodyBytes);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(head, 0);
  head.writeUInt32BE(13, 8);
  head.write("IHDR", 12, "latin1");
  head.writeUInt32BE(width, 16);
  head.writeUInt32BE(height, 20);
  return head.toString("base64");
}

describe("a cell's outputs as the model reads them", () => {
  it("keeps a long text's head and tail and says how much was cut", () => {
    const text = `${"a".repeat(5000)}${"z".repeat(5000)}`;
    const clipped = clipMiddle(text, 100);
    expect(clipped).toBe(`${"a".repeat(50)}\n… [9900 characters cut] …\n${"z".repeat(50)}`);
    expect(clipMiddle("short", 100)).toBe("short");
  });

  it("describes a PNG by type, pixels and size, and other images by type and size", () => {
    const png = pngHeader(640, 480, 23 * 1024);
    expect(pngSize(png)).toEqual({ width: 640, height: 480 });
    expect(describeImage("image/png", png)).toBe("image/png 640×480, 23 kB");
    expect(pngSize(Buffer.from("not a png at all, really not").toString("base64"))).toBeUndefined();
    expect(describeImage("image/svg+xml", "<svg/>")).toBe("image/svg+xml, 6 B");
  });

  it("joins stream pieces, prefers an image over a figure's text, and strips ANSI codes from an error", () => {
    const text = outputsForModel([
      { output_type: "stream", name: "stdout", text: "loaded " },
      { output_type: "stream", name: "stdout", text: "5 rows\n" },
      { output_type: "stream", name: "stderr", text: "a warning\n" },
      { output_type: "display_data", data: { "image/png": pngHeader(10, 20), "text/plain": "<Figure size 640x480 with 1 Axes>" }, metadata: {} },
      { output_type: "execute_result", execution_count: 3, data: { "text/plain": "42" }, metadata: {} },
      {
        output_type: "error",
        ename: "NameError",
        evalue: "name 'summry' is not defined",
        traceback: ["\u001b[0;31mNameError\u001b[0m                 Traceback", "\u001b[0;32m----> 2\u001b[0m print(summry)"],
      },
    ]);
    expect(text).toBe(
      [
        "loaded 5 rows",
        "[stderr]\na warning",
        "[image/png 10×20, 33 B]",
        "42",
        "NameError: name 'summry' is not defined\nTraceback:\nNameError                 Traceback\n----> 2 print(summry)",
      ].join("\n"),
    );
  });
});
