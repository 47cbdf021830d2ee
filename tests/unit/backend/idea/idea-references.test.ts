import { describe, expect, it } from "vitest";
import { droppedNote, numberedAsSources, resolveReferences } from "@/lib/backend/agents/idea/idea-references";
import { fetchedSources } from "@/lib/backend/agents/research/source-store";
import type { TrajectoryMessage } from "@/lib/contract/entities/trajectory";

const trajectory: TrajectoryMessage[] = [
  { role: "tool", name: "search_papers", content: "", mid_output: { paper: [{ id: "arxiv:1", arxiv_id: "2401.1", title: "Alpha" }, { id: "s2:b", title: "Beta", url: "https://example.org/beta" }] } },
];

describe("idea references", () => {
  it("resolve fetched source numbers to their papers, once each, and refuse numbers never fetched", () => {
    expect(resolveReferences([2, 1, 2, 7], fetchedSources(trajectory))).toEqual({
      references: [
        { title: "Beta", url: "https://example.org/beta", arxiv_id: null, source: 2 },
        { title: "Alpha", url: "https://arxiv.org/abs/2401.1", arxiv_id: "2401.1", source: 1 },
      ],
      unknown: [7],
    });
    expect(droppedNote([7])).toContain("Dropped references [7]");
    expect(droppedNote([])).toBe("");
  });

  it("number papers about to be reported as the source store will: known ones keep theirs, new ones follow", () => {
    const numbered = numberedAsSources(trajectory, [{ id: "x:3", title: "Gamma" }, { id: "arxiv:1", title: "Alpha" }]);
    expect(numbered.map((source) => [source.number, source.paper.title])).toEqual([
      [1, "Alpha"],
      [3, "Gamma"],
    ]);
  });
});
