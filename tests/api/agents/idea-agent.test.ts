import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { IdeaNode, ToolTrajectoryMessage } from "@/lib/contract/entities/trajectory";
import { IDEA_SCRIPT_MATCHES, IDEA_SCRIPT_PICKS, ideaTurn, isIdeaRequest, isTaskRequest, researchTurn } from "../../fixtures/fake-llm";
import { startFakePapers, type FakePapers } from "../../fixtures/fake-papers";
import { createSession } from "../chat/chat-support";
import { createTask, createTaskSetup, type TaskSetup, toolMessages, waitForTask } from "../task/task-support";

/**
 * Idea Spark runs against the scripted idea model and the loopback paper sources (issue 18 acceptance): a tree at
 * least three levels deep whose references are papers the run fetched, critiques citing near duplicates, a stored
 * tournament, the final list with scores, and the tree steps in the order the Idea tree panel relies on.
 */
let papers: FakePapers;
let setup: TaskSetup;

beforeAll(async () => {
  papers = await startFakePapers();
  setup = await createTaskSetup((request) => {
    if (!isTaskRequest(request)) return { text: "chat" };
    return isIdeaRequest(request) ? ideaTurn(request) : researchTurn(request);
  }, papers.env);
});
afterAll(async () => {
  await setup.dispose();
  await papers.close();
});

async function runTask(chatSessionId: string, agentName: string, query: string) {
  const answer = await createTask(setup.backend, setup.owner, { agentName, chatSessionId, query });
  expect(answer.body.code, answer.text).toBe(0);
  const task = await waitForTask(setup.backend, setup.owner, answer.body.result?.taskId ?? "", (t) => t.status !== "processing", 30_000);
  expect(task.status, task.errorInfo ?? "").toBe("finish");
  return toolMessages(task);
}

/** The tree as the panel builds it: every step's idea_tree merged by id, later wins. */
function mergedTree(tools: readonly ToolTrajectoryMessage[]): Map<string, IdeaNode> {
  const tree = new Map<string, IdeaNode>();
  for (const tool of tools) for (const [id, node] of Object.entries(tool.mid_output?.idea_tree ?? {})) tree.set(id, node);
  return tree;
}

function depth(tree: ReadonlyMap<string, IdeaNode>, id: string): number {
  const parent = tree.get(id)?.parent;
  return parent ? 1 + depth(tree, parent) : 1;
}

/** Titles of every paper the run reported fetching before step `upTo`. */
function fetchedTitles(tools: readonly ToolTrajectoryMessage[], upTo = tools.length): Set<string> {
  return new Set(tools.slice(0, upTo).flatMap((tool) => (tool.mid_output?.paper ?? []).map((paper) => paper.title)));
}

type Reference = { title: string; source: number };

describe("an Idea Spark run", () => {
  let tools: ToolTrajectoryMessage[];
  beforeAll(async () => {
    const chatSessionId = await createSession(setup.backend, setup.owner, "ideas");
    tools = await runTask(chatSessionId, "Idea Agent", "retrieval augmented generation");
  }, 40_000);

  it("grows a tree at least three levels deep whose references are papers the run fetched", () => {
    const tree = mergedTree(tools);
    expect(tree.get("root")).toMatchObject({ parent: null, children: ["idea-1", "idea-2", "idea-3"] });
    expect(Math.max(...[...tree.keys()].map((id) => depth(tree, id)))).toBeGreaterThanOrEqual(3);
    for (const node of tree.values()) {
      for (const child of node.children) expect(tree.get(child)?.parent).toBe(node.id);
    }
    const fetched = fetchedTitles(tools);
    const references = [...tree.values()].flatMap((node) => (node.references ?? []) as Reference[]);
    expect(references.length).toBeGreaterThan(5);
    for (const reference of references) expect(fetched).toContain(reference.title);
    expect(tree.get("idea-6")).toMatchObject({ origin: "combine", evolved_from: ["idea-4", "idea-2"], parent: "idea-4" });
    expect(tree.get("idea-8")).toMatchObject({ origin: "reflection", parent: "idea-3" });
  });

  it("drops a reference to a source the run never fetched, and says so", () => {
    const step = tools.find((tool) => tool.name === "generate_ideas" && tool.content?.includes("idea-5"));
    expect(step?.content).toContain("Dropped references [42]");
    const expert = step?.mid_output?.idea_tree?.["idea-5"];
    expect(((expert?.references ?? []) as Reference[]).map((reference) => reference.source)).toEqual([1]);
  });

  it("critiques ideas for novelty with cited near duplicates, feasibility and impact", () => {
    const critiques = tools.filter((tool) => tool.name === "critique_idea");
    expect(critiques).toHaveLength(3);
    for (const step of critiques) {
      const [node] = Object.values(step.mid_output?.idea_tree ?? {});
      const critique = node?.critique as { novelty: { near_duplicates: Reference[] }; feasibility: { score: number }; impact: { score: number } };
      expect(critique.feasibility.score).toBe(4);
      expect(critique.novelty.near_duplicates.length).toBeGreaterThan(0);
      const upTo = tools.indexOf(step) + 1;
      for (const duplicate of critique.novelty.near_duplicates) expect(fetchedTitles(tools, upTo)).toContain(duplicate.title);
    }
  });

  it("stores each tournament match as a judgment, and ends with the picks' list, scores and ranks", () => {
    const matches = tools.filter((tool) => tool.name === "judge_match").map((tool) => tool.mid_output?.idea_match);
    expect(matches).toEqual(IDEA_SCRIPT_MATCHES.map((match, index) => ({ ...match, number: index + 1, reason: expect.stringContaining("more testable") })));
    const final = tools.at(-1);
    expect(final?.name).toBe("finish_task");
    expect(final?.mid_output?.idea_list).toEqual({ ideas: [...IDEA_SCRIPT_PICKS], thought: expect.stringContaining("won the tournament") });
    const scored = final?.mid_output?.idea_tree ?? {};
    expect(scored["idea-6"]).toMatchObject({ rank: 1, elo: expect.any(Number) });
    expect(scored["idea-4"]).toMatchObject({ rank: 2 });
    expect(scored["idea-8"]).toMatchObject({ rank: 3 });
    expect(Number(scored["idea-6"]?.elo)).toBeGreaterThan(Number(scored["idea-4"]?.elo));
    expect(final?.content).toMatch(/## 1\. Budget-aware routing/);
  });

  it("emits each node when it is created (with its grown parent), again when critiqued, and the picks with the list", () => {
    const appearances = tools.flatMap((tool) => Object.keys(tool.mid_output?.idea_tree ?? {}).map((id) => `${tool.name}:${id}`));
    expect(appearances).toEqual([
      "plant_root:root",
      "generate_ideas:root",
      "generate_ideas:idea-1",
      "generate_ideas:idea-2",
      "generate_ideas:idea-3",
      "generate_ideas:idea-1",
      "generate_ideas:idea-4",
      "generate_ideas:idea-5",
      "evolve_ideas:idea-4",
      "evolve_ideas:idea-6",
      "evolve_ideas:idea-5",
      "evolve_ideas:idea-7",
      "reflect_on_idea:idea-3",
      "reflect_on_idea:idea-8",
      "critique_idea:idea-4",
      "critique_idea:idea-6",
      "critique_idea:idea-8",
      "finish_task:idea-6",
      "finish_task:idea-4",
      "finish_task:idea-8",
    ]);
  });
});

describe("an Idea Spark run after a Deep Survey in the same session", () => {
  it("plants the root from the survey's sources and notes", async () => {
    const chatSessionId = await createSession(setup.backend, setup.owner, "survey first");
    const survey = await runTask(chatSessionId, "Deep Search Agent", "graph neural networks molecules");
    const surveyed = fetchedTitles(survey);
    const tools = await runTask(chatSessionId, "Idea Agent", "graph neural networks molecules ideas");
    const [opening] = tools;
    expect(opening?.name).toBe("read_previous_survey");
    expect(opening?.content).toContain("closest prior work");
    expect(new Set(opening?.mid_output?.paper?.map((paper) => paper.title))).toEqual(surveyed);
    const root = mergedTree(tools).get("root");
    expect(root?.description).toContain("Builds on the previous survey");
    const references = (root?.references ?? []) as Reference[];
    expect(references).toHaveLength(2);
    for (const reference of references) expect(surveyed).toContain(reference.title);
  }, 60_000);

  it("starts from the research goal alone when the session has no finished survey", async () => {
    const chatSessionId = await createSession(setup.backend, setup.owner, "no survey");
    const [opening] = await runTask(chatSessionId, "Idea Agent", "protein structure prediction");
    expect(opening).toMatchObject({ name: "read_previous_survey", content: expect.stringContaining("no finished Deep Survey") });
    expect(opening?.mid_output?.paper ?? []).toEqual([]);
  }, 40_000);
});
