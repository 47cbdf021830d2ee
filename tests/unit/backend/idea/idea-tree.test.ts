import { describe, expect, it } from "vitest";
import type { AgentTool, ToolContext } from "@/lib/backend/agents/definition";
import { critiqueIdeaTool } from "@/lib/backend/agents/idea/critique-tool";
import { ideaTreeState, nextIdeaId } from "@/lib/backend/agents/idea/idea-tree";
import { FINISH_REFUSED, finishIdeasTool, judgeMatchTool } from "@/lib/backend/agents/idea/tournament-tools";
import { evolveIdeasTool, generateIdeasTool, plantRootTool, reflectOnIdeaTool } from "@/lib/backend/agents/idea/tree-tools";
import type { PaperRecord } from "@/lib/backend/papers/paper-sources";
import type { TrajectoryMessage } from "@/lib/contract/entities/trajectory";

/**
 * The idea tree lives only in the trajectory: these tests run the tree tools against a trajectory they append to,
 * as the runner does, and rebuild the tree from it.
 */
const record = (n: number, title: string, abstract: string): PaperRecord => ({
  id: `arxiv:2401.0000${n}`,
  arxivId: `2401.0000${n}`,
  title,
  year: 2024,
  authors: ["Ada Lovelace"],
  abstract,
  url: `https://arxiv.org/abs/2401.0000${n}`,
  pdfUrl: null,
  source: "arxiv",
  citationCount: 1,
});

function harness() {
  const trajectory: TrajectoryMessage[] = [
    { role: "tool", name: "search_papers", content: "", mid_output: { paper: [{ id: "arxiv:1", arxiv_id: "1", title: "Alpha" }, { id: "arxiv:2", title: "Beta" }] } },
  ];
  const context = {
    trajectory: () => trajectory,
    signal: new AbortController().signal,
    papers: { searchPapers: async () => [
        record(1, "Sparse Expert Routing for Retrieval", "Routing queries to sparse experts."),
        record(2, "Unrelated Astronomy", "Counting comets over four winters."),
      ] },
  } as unknown as ToolContext;
  async function call(name: string, tool: AgentTool, input: unknown) {
    const result = await tool.execute(tool.input.parse(input), context);
    trajectory.push({ role: "tool", name: result.storedAs ?? name, content: result.content, ...(result.midOutput ? { mid_output: result.midOutput } : {}) });
    return result;
  }
  return { trajectory, call };
}

const draft = (summary: string, references: number[] = []) => ({ summary, description: `${summary}, described.`, references });

async function grownTree() {
  const run = harness();
  await run.call("plant_root", plantRootTool, draft("The goal", [1]));
  await run.call("generate_ideas", generateIdeasTool, { parent: "root", ideas: [draft("Sparse expert routing for retrieval", [2]), draft("B")] });
  await run.call("generate_ideas", generateIdeasTool, { parent: "idea-1", ideas: [draft("C", [1, 9])] });
  await run.call("evolve_ideas", evolveIdeasTool, { operation: "combine", from: ["idea-3", "idea-2"], ...draft("D") });
  await run.call("reflect_on_idea", reflectOnIdeaTool, { idea: "idea-2", reflection: "Too vague.", ...draft("E") });
  return run;
}

describe("the idea tree rebuilt from the trajectory", () => {
  it("has every node with its parent and children, ids in creation order", async () => {
    const { trajectory } = await grownTree();
    const state = ideaTreeState(trajectory);
    expect([...state.nodes.keys()]).toEqual(["root", "idea-1", "idea-2", "idea-3", "idea-4", "idea-5"]);
    expect(state.nodes.get("root")?.children).toEqual(["idea-1", "idea-2"]);
    expect(state.nodes.get("idea-2")).toMatchObject({ parent: "root", children: ["idea-5"] });
    expect(state.nodes.get("idea-3")).toMatchObject({ parent: "idea-1", children: ["idea-4"], origin: "generation" });
    expect(state.nodes.get("idea-4")).toMatchObject({ parent: "idea-3", origin: "combine", evolved_from: ["idea-3", "idea-2"] });
    expect(state.nodes.get("idea-5")).toMatchObject({ parent: "idea-2", origin: "reflection", reflection: "Too vague." });
    expect(nextIdeaId(state)).toBe("idea-6");
  });

  it("is the same after a round trip through storage, as a resumed run sees it", async () => {
    const { trajectory } = await grownTree();
    const stored = JSON.parse(JSON.stringify(trajectory)) as TrajectoryMessage[];
    expect(ideaTreeState(stored)).toEqual(ideaTreeState(trajectory));
  });

  it("keeps only references to fetched sources, and the step says which it dropped", async () => {
    const { trajectory } = await grownTree();
    const idea3 = ideaTreeState(trajectory).nodes.get("idea-3");
    expect(idea3?.references).toEqual([{ title: "Alpha", url: "https://arxiv.org/abs/1", arxiv_id: "1", source: 1 }]);
    expect(trajectory.find((m) => m.role === "tool" && m.content?.includes("idea-3"))?.content).toContain("Dropped references [9]");
  });

  it("refuses a second root, an unknown parent and evolutions of the wrong arity", async () => {
    const run = await grownTree();
    expect((await run.call("plant_root", plantRootTool, draft("Again"))).content).toMatch(/already planted/);
    expect((await run.call("generate_ideas", generateIdeasTool, { parent: "idea-99", ideas: [draft("X")] })).content).toMatch(/no node "idea-99"/);
    expect((await run.call("evolve_ideas", evolveIdeasTool, { operation: "combine", from: ["idea-1"], ...draft("X") })).content).toMatch(/two or more/);
    expect((await run.call("evolve_ideas", evolveIdeasTool, { operation: "mutate", from: ["root"], ...draft("X") })).content).toMatch(/not an idea/);
    expect(ideaTreeState(run.trajectory).nodes.size).toBe(6);
  });

  it("replaces a node by its later appearance (the critique) and collects the matches in order", async () => {
    const run = await grownTree();
    const scores = { novelty: { score: 3, reason: "n" }, feasibility: { score: 4, reason: "f" }, impact: { score: 5, reason: "i" } };
    const critiqued = await run.call("critique_idea", critiqueIdeaTool, { idea: "idea-1", ...scores });
    // The paper about the idea's substance is cited as a near duplicate; the unrelated one is not.
    expect(critiqued.content).toContain("Near duplicates cited on the critique: [3] Sparse Expert Routing for Retrieval. ");
    await run.call("critique_idea", critiqueIdeaTool, { idea: "idea-2", ...scores });
    expect((await run.call("judge_match", judgeMatchTool, { a: "idea-1", b: "idea-3", winner: "idea-1", reason: "r" })).content).toMatch(/critique idea-3 first/);
    await run.call("judge_match", judgeMatchTool, { a: "idea-1", b: "idea-2", winner: "idea-2", reason: "clearer" });
    const state = ideaTreeState(run.trajectory);
    expect(state.nodes.get("idea-1")?.critique?.novelty.near_duplicates.map((d) => d.title)).toEqual(["Sparse Expert Routing for Retrieval"]);
    expect(state.nodes.get("idea-1")?.children).toEqual(["idea-3"]);
    expect(state.matches).toEqual([{ number: 1, a: "idea-1", b: "idea-2", winner: "idea-2", reason: "clearer" }]);
  });

  it("refuses to finish with a pick that played no match, under a name that does not end the run", async () => {
    const run = await grownTree();
    const refused = await run.call("finish_task", finishIdeasTool, { ideas: ["idea-1"], thought: "t" });
    expect(refused).toMatchObject({ storedAs: FINISH_REFUSED });
    expect(refused.ends).toBeUndefined();
  });
});
