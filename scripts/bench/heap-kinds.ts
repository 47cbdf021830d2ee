/** A V8 heap snapshot's objects summed by kind, and the growth between two snapshots (pure: unit-tested). */
export type HeapSnapshot = {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
};

export type KindTotals = Map<string, { count: number; bytes: number }>;
export type KindGrowth = { kind: string; count: number; bytes: number };

/** Strings of every shape count as one kind, as do compiled code and V8's own hidden objects; objects go by constructor. */
function kindOf(type: string, name: string): string {
  if (type.includes("string")) return "(string)";
  if (type === "object" || type === "native") return name;
  if (type === "closure") return `closure ${name || "(anonymous)"}`;
  if (type === "code" || type === "number" || type === "bigint") return `(${type})`;
  return `(${type}) ${name}`;
}

export function heapKinds(heap: HeapSnapshot): KindTotals {
  const fields = heap.snapshot.meta.node_fields;
  const types = heap.snapshot.meta.node_types[0];
  const [typeAt, nameAt, sizeAt] = ["type", "name", "self_size"].map((field) => fields.indexOf(field)) as [number, number, number];
  const totals: KindTotals = new Map();
  for (let offset = 0; offset < heap.nodes.length; offset += fields.length) {
    const kind = kindOf(types[heap.nodes[offset + typeAt] as number] ?? "?", heap.strings[heap.nodes[offset + nameAt] as number] ?? "");
    const total = totals.get(kind) ?? { count: 0, bytes: 0 };
    total.count += 1;
    total.bytes += heap.nodes[offset + sizeAt] as number;
    totals.set(kind, total);
  }
  return totals;
}

/** Each kind's growth from `before` to `after`, largest first (kinds that shrank come last, negative). */
export function kindGrowth(before: KindTotals, after: KindTotals): KindGrowth[] {
  const kinds = new Set([...before.keys(), ...after.keys()]);
  return [...kinds]
    .map((kind) => ({
      kind,
      count: (after.get(kind)?.count ?? 0) - (before.get(kind)?.count ?? 0),
      bytes: (after.get(kind)?.bytes ?? 0) - (before.get(kind)?.bytes ?? 0),
    }))
    .sort((a, b) => b.bytes - a.bytes);
}
