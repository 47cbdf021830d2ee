import { describe, expect, it } from "vitest";
import { heapKinds, type HeapSnapshot, kindGrowth } from "@/scripts/bench/heap-kinds";

const FIELDS = ["type", "name", "id", "self_size", "edge_count"];
const TYPES = ["hidden", "array", "string", "object", "code", "closure", "regexp", "number", "native", "synthetic", "concatenated string", "sliced string"];

/** A snapshot of the given nodes, each [type, name, self size]. */
function snapshot(nodes: Array<[string, string, number]>): HeapSnapshot {
  const strings = [...new Set(nodes.map(([, name]) => name))];
  return {
    snapshot: { meta: { node_fields: FIELDS, node_types: [TYPES] } },
    nodes: nodes.flatMap(([type, name, size], id) => [TYPES.indexOf(type), strings.indexOf(name), id, size, 0]),
    strings,
  };
}

describe("heap kinds", () => {
  it("sum objects by constructor, strings of every shape as one kind, closures by name", () => {
    const kinds = heapKinds(
      snapshot([
        ["object", "ReadableStream", 100],
        ["object", "ReadableStream", 100],
        ["string", "hello", 20],
        ["concatenated string", "hello world", 32],
        ["closure", "onChunk", 64],
        ["closure", "", 64],
        ["code", "x", 10],
      ]),
    );
    expect(kinds.get("ReadableStream")).toEqual({ count: 2, bytes: 200 });
    expect(kinds.get("(string)")).toEqual({ count: 2, bytes: 52 });
    expect(kinds.get("closure onChunk")).toEqual({ count: 1, bytes: 64 });
    expect(kinds.get("closure (anonymous)")).toEqual({ count: 1, bytes: 64 });
    expect(kinds.get("(code)")).toEqual({ count: 1, bytes: 10 });
  });

  it("list growth largest first, a kind new in the second snapshot included and one that shrank last", () => {
    const before = heapKinds(snapshot([["object", "Socket", 500], ["object", "Timer", 80], ["object", "Timer", 80]]));
    const after = heapKinds(snapshot([["object", "Socket", 500], ["object", "Socket", 500], ["object", "Timer", 80], ["object", "Promise", 32]]));
    expect(kindGrowth(before, after)).toEqual([
      { kind: "Socket", count: 1, bytes: 500 },
      { kind: "Promise", count: 1, bytes: 32 },
      { kind: "Timer", count: -1, bytes: -80 },
    ]);
  });
});
