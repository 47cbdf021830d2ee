import { describe, expect, it } from "vitest";
import {
  addToIdeaTree,
  ancestorsOf,
  descendantsOf,
  emptyIdeaTree,
  finalPicks,
  ideaEdges,
  ideaTreeGrowing,
  lineageOf,
} from "@/lib/domain/task/idea-tree";
import { assistantStep, toolStep } from "@/tests/fixtures/task-steps";

// Issue 18 (spec §4 "Idea tree"): if these fail, ideas stay skeletons forever or show as done before they are,
// the final picks are not marked, the graph keeps animating after the run, or a hover lights up the wrong ideas.
const node = (id: string, parent: string | null, children: string[], extra: Record<string, unknown> = {}) => ({
  id,
  parent,
  children,
  summary: `Idea ${id}`,
  description: `About ${id}`,
  references: [],
  ...extra,
});
const treeStep = (nodes: ReturnType<typeof node>[], ideaList?: unknown) =>
  toolStep("generate_ideas", "ok", "c", undefined, { idea_tree: Object.fromEntries(nodes.map((n) => [n.id, n])), ...(ideaList ? { idea_list: ideaList } : {}) });

//   root ─ a ─ a1
//        └ b ─ b1 ─ b2
const root = node("root", null, ["a", "b"]);
const a = node("a", "root", ["a1"]);
const b = node("b", "root", ["b1"]);
const a1 = node("a1", "a", []);
const b1 = node("b1", "b", ["b2"]);
const b2 = node("b2", "b1", []);

describe("idea tree state", () => {
  it("a node is loading when it first appears and complete once a later step repeats it", () => {
    const first = addToIdeaTree(emptyIdeaTree, [treeStep([root, a])]);
    expect(first.nodes.get("root")).toMatchObject({ complete: false, final: false, summary: "Idea root" });
    const second = addToIdeaTree(first, [assistantStep({ content: "thinking" }), treeStep([root, { ...a, summary: "Idea a, refined" }, b])]);
    expect(second.nodes.get("root")?.complete).toBe(true);
    expect(second.nodes.get("a")).toMatchObject({ complete: true, summary: "Idea a, refined" });
    expect(second.nodes.get("b")?.complete).toBe(false);
  });

  it("the idea list completes every node, marks its ideas final and stops the growth", () => {
    const growing = addToIdeaTree(emptyIdeaTree, [treeStep([root, a, b, a1])]);
    expect(ideaTreeGrowing(growing, false)).toBe(true);
    const listed = addToIdeaTree(growing, [treeStep([], { ideas: ["a1", "b", "missing"], thought: " Two strong ideas. " })]);
    expect([...listed.nodes.values()].every((n) => n.complete)).toBe(true);
    expect([...listed.nodes.values()].filter((n) => n.final).map((n) => n.id)).toEqual(["b", "a1"]);
    expect(finalPicks(listed).map((n) => n.id)).toEqual(["a1", "b"]);
    expect(listed.ideaList?.thought).toBe("Two strong ideas.");
    expect(ideaTreeGrowing(listed, false)).toBe(false);
  });

  it("edges stop animating when the task ends without an idea list too", () => {
    expect(ideaTreeGrowing(addToIdeaTree(emptyIdeaTree, [treeStep([root])]), true)).toBe(false);
  });

  it("keeps the tournament's score and rank when the agent reports them, and reference links", () => {
    const scored = node("s", null, [], {
      elo: 1532.4,
      rank: 1,
      references: ["Plain title", { title: "Grokking", arxiv_id: "2201.02177" }, { url: "https://example.org/paper" }, { title: null }],
    });
    const tree = addToIdeaTree(emptyIdeaTree, [treeStep([scored, node("t", null, [])])]);
    expect(tree.nodes.get("s")).toMatchObject({ elo: 1532.4, rank: 1 });
    expect(tree.nodes.get("t")).toMatchObject({ elo: undefined, rank: undefined });
    expect(tree.nodes.get("s")?.references).toEqual([
      { label: "Plain title", href: undefined },
      { label: "Grokking", href: "https://arxiv.org/abs/2201.02177" },
      { label: "https://example.org/paper", href: "https://example.org/paper" },
    ]);
  });

  it("returns the same tree when the steps carry no ideas", () => {
    const tree = addToIdeaTree(emptyIdeaTree, [treeStep([root])]);
    expect(addToIdeaTree(tree, [assistantStep({ content: "hm" }), toolStep("search_arxiv", "papers", "c")])).toBe(tree);
  });
});

describe("lineage", () => {
  const tree = addToIdeaTree(emptyIdeaTree, [treeStep([root, a, b, a1, b1, b2])]);

  it("lists each parent → child edge once, from children lists and parent links alike", () => {
    const extra = addToIdeaTree(tree, [treeStep([node("c", "root", [])])]);
    expect(ideaEdges(extra)).toContainEqual({ source: "root", target: "c" });
    expect(ideaEdges(tree)).toHaveLength(5);
  });

  it("ancestors walk up to the root; descendants cover the whole subtree", () => {
    expect([...ancestorsOf(tree, "b2")]).toEqual(["b1", "b", "root"]);
    expect([...descendantsOf(tree, "b")].sort()).toEqual(["b1", "b2"]);
    expect([...descendantsOf(tree, "root")].sort()).toEqual(["a", "a1", "b", "b1", "b2"]);
    expect([...lineageOf(tree, "b1")].sort()).toEqual(["b", "b1", "b2", "root"]);
  });

  it("stops on cycles in bad data", () => {
    const cyclic = addToIdeaTree(emptyIdeaTree, [treeStep([node("x", "y", ["y"]), node("y", "x", ["x"])])]);
    expect([...ancestorsOf(cyclic, "x")]).toEqual(["y"]);
    expect([...descendantsOf(cyclic, "x")]).toEqual(["y"]);
  });
});
