import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { readBackendConfig } from "@/lib/backend/config";
import { type CellDone, parseBridgeEvent } from "@/lib/backend/sandbox/kernel/bridge-protocol";
import { CellOutputs, cellResult, MAX_CELL_OUTPUT_CHARS } from "@/lib/backend/sandbox/kernel/cell-result";
import { readLines } from "@/lib/backend/sandbox/kernel/line-reader";
import type { SandboxLimitSettings } from "@/lib/backend/sandbox/limits";

/**
 * The kernel bridge's wire, without a kernel: what the server accepts from a process the sandboxed code can write
 * to, and how a cell's outputs and end become what the notebook and the agent see.
 */
const settings: SandboxLimitSettings = readBackendConfig({ NODE_ENV: "test", DATA_DIR: "/nonexistent" } as NodeJS.ProcessEnv);

function linesOf(chunks: Buffer[], maxBytes: number) {
  const stream = new PassThrough();
  const lines: string[] = [];
  const oversized: number[] = [];
  readLines(stream, maxBytes, (line) => lines.push(line), (bytes) => oversized.push(bytes));
  for (const chunk of chunks) stream.write(chunk);
  return { lines, oversized };
}

const done = (overrides: Partial<CellDone>): CellDone => ({ event: "done", id: "k1", status: "ok", execution_count: 1, restarted: false, exit: null, ...overrides });

describe("the bridge's lines", () => {
  it("joins lines split across chunks, even inside a multibyte character", () => {
    const bytes = Buffer.from('{"a":"é"}\n{"b":2}\n');
    const cut = bytes.indexOf(0xa9); // the second byte of é
    expect(linesOf([bytes.subarray(0, cut), bytes.subarray(cut, 12), bytes.subarray(12)], 100).lines).toEqual(['{"a":"é"}', '{"b":2}']);
  });

  it("drops a line past the cap whole, however it arrives, and goes on with the next", () => {
    const { lines, oversized } = linesOf([Buffer.from("short\n" + "x".repeat(30)), Buffer.from("x".repeat(30)), Buffer.from("\nafter\n")], 40);
    expect(lines).toEqual(["short", "after"]);
    expect(oversized).toEqual([60]);
  });

  it("accepts only the events it knows, in their exact shape", () => {
    expect(parseBridgeEvent('{"event":"ready"}')).toEqual({ event: "ready" });
    expect(parseBridgeEvent('{"event":"output","id":"k1","output":{"output_type":"stream","name":"stdout","text":"hi"}}')).toMatchObject({ id: "k1" });
    for (const forged of [
      "not json",
      "[[[[",
      '{"event":"done","id":"k1"}',
      '{"event":"output","id":"k1","output":{"output_type":"stream","name":"stdin","text":"x"}}',
      '{"event":"output","id":"k1","output":{"output_type":"unknown"}}',
      '{"event":"exec","command":"rm -rf /"}',
    ]) {
      expect(parseBridgeEvent(forged), forged).toBeUndefined();
    }
  });
});

describe("a cell's outputs and result", () => {
  it("merges consecutive chunks of one stream, as a notebook stores them", () => {
    const cell = new CellOutputs();
    for (const [name, text] of [["stdout", "a"], ["stdout", "b"], ["stderr", "warn"], ["stdout", "c"]] as const) cell.add({ output_type: "stream", name, text });
    expect(cell.outputs).toEqual([
      { output_type: "stream", name: "stdout", text: "ab" },
      { output_type: "stream", name: "stderr", text: "warn" },
      { output_type: "stream", name: "stdout", text: "c" },
    ]);
  });

  it("keeps a cell's outputs under the cap and says once that the rest was dropped", () => {
    const cell = new CellOutputs();
    const chunk = "y".repeat(1_000_000);
    const passed = Array.from({ length: MAX_CELL_OUTPUT_CHARS / chunk.length + 5 }, () => cell.add({ output_type: "stream", name: "stdout", text: chunk }));
    expect(passed.filter((output) => output?.output_type === "stream" && output.text.includes("were dropped"))).toHaveLength(1);
    expect(passed.at(-1)).toBeUndefined();
    expect(JSON.stringify(cell.outputs).length).toBeLessThan(MAX_CELL_OUTPUT_CHARS + 1000);
  });

  it("names the limit that stopped a cell, with its value and setting", () => {
    expect(cellResult(done({ status: "timeout" }), [], settings, 2).limit?.message).toMatch(/2 s per cell \(SANDBOX_CELL_SECONDS\)/);
    const memory = cellResult(done({ status: "error" }), [{ output_type: "error", ename: "MemoryError", evalue: "", traceback: [] }], settings, 300);
    expect(memory.limit).toEqual({ limit: "memory", message: expect.stringMatching(/4096 MB per process \(SANDBOX_MEMORY_MB\)/) });
    const cpu = cellResult(done({ status: "error", restarted: true, exit: -24, execution_count: null }), [], settings, 300);
    expect(cpu).toMatchObject({ restarted: true, limit: { limit: "cpu" } });
    expect(cellResult(done({ status: "error" }), [{ output_type: "error", ename: "ZeroDivisionError", evalue: "division by zero", traceback: [] }], settings, 300).limit).toBeUndefined();
    expect(cellResult(done({}), [], settings, 300)).toEqual({ status: "ok", executionCount: 1, outputs: [] });
  });
});
