import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isTaskRequest, researchTurn, type ResearchScriptOptions } from "../../fixtures/fake-llm";
import { startFakePapers, type FakePapers } from "../../fixtures/fake-papers";
import { createTaskSetup, startTask, type TaskSetup, toolMessages, waitForTask } from "../task/task-support";

/**
 * Deep Survey and Method Design runs against the scripted research model and the loopback paper sources: real
 * searches, a real PDF read, notes, and the citation check on the final report.
 */
let papers: FakePapers;
let setup: TaskSetup;
let scriptOptions: ResearchScriptOptions = {};

beforeAll(async () => {
  papers = await startFakePapers();
  setup = await createTaskSetup((request) => (isTaskRequest(request) ? researchTurn(request, scriptOptions) : { text: "chat" }), papers.env);
});
afterAll(async () => {
  await setup.dispose();
  await papers.close();
});

async function run(agentName: string, query: string, options: ResearchScriptOptions = {}) {
  scriptOptions = options;
  const { taskId } = await startTask(setup, setup.owner, agentName, query);
  const task = await waitForTask(setup.backend, setup.owner, taskId, (t) => t.status !== "processing", 20_000);
  expect(task.status, task.errorInfo ?? "").toBe("finish");
  const tools = toolMessages(task);
  return { task, tools, final: tools.at(-1) };
}

/** Every [n] in the report body, and the numbers the generated References list. */
function citations(report: string) {
  const [body = "", references = ""] = report.split("## References");
  const used = [...body.matchAll(/\[(\d+(?:,\s*\d+)*)\]/g)].flatMap((m) => (m[1] ?? "").split(",").map((n) => Number(n.trim())));
  const listed = [...references.matchAll(/^\[(\d+)\] /gm)].map((m) => Number(m[1]));
  return { used, listed };
}

describe("a Deep Survey run", () => {
  it("searches, reads and takes notes, reporting papers, repositories and notes as it goes", async () => {
    const { tools } = await run("Deep Search Agent", "retrieval augmented generation evaluation");
    const search = tools.find((t) => t.name === "search_papers");
    expect(search?.mid_output?.paper?.length).toBeGreaterThanOrEqual(5);
    expect(search?.content).toMatch(/^\[1\] .+ \(\d{4}\) — /m);
    expect(tools.find((t) => t.name === "search_github")?.mid_output?.github?.[0]).toMatchObject({ link: expect.stringMatching(/^https?:\/\//) });
    expect(tools.find((t) => t.name === "read_paper")?.content).toMatch(/^Source \[1\]: /);
    expect(tools.find((t) => t.name === "take_notes")?.mid_output?.notes).toContain("closest prior work");
    expect(papers.requestsTo("pdf").length).toBeGreaterThan(0);
  });

  it("ends with a report whose every marker resolves to a fetched source, References generated from metadata", async () => {
    const { final } = await run("Literature Review Agent", "graph neural networks molecules");
    expect(final?.name).toBe("finish_deep_search");
    const report = final?.content ?? "";
    const { used, listed } = citations(report);
    expect(used.length).toBeGreaterThan(0);
    expect([...new Set(used)].sort()).toEqual(listed);
    expect(report).not.toContain("Invented Author");
    const cited = final?.mid_output?.paper ?? [];
    expect(cited).toHaveLength(listed.length);
    const references = report.split("## References")[1] ?? "";
    cited.forEach((paper, index) => expect(references).toContain(`[${index + 1}] `));
    for (const paper of cited) expect(references).toContain(paper.title);
    expect(final?.mid_output?.notes).toContain("closest prior work");
    expect(final?.mid_output).toMatchObject({ citation_check: { unknown: 0, unsupported: 0, dropped_claims: 0 } });
  });

  it("removes a citation of a source the run never fetched, and says how many claims were dropped", async () => {
    const { final } = await run("Deep Search Agent", "sparse attention long documents", { inject: "unknown-source" });
    const report = final?.content ?? "";
    expect(report).not.toContain("[42]");
    expect(report).not.toContain("Quantum gravity");
    expect(final?.mid_output).toMatchObject({ citation_check: { unknown: 1, dropped_claims: 1 } });
    expect(report).toMatch(/_Citation check: \d+ citations checked against the fetched sources; 1 removed; 1 unsupported claim was dropped\._$/);
  });

  it("drops a claim its source does not support", async () => {
    const { final } = await run("Deep Search Agent", "diffusion models image synthesis", { inject: "unsupported-claim" });
    expect(final?.content).not.toContain("medieval astronomers");
    expect(final?.mid_output).toMatchObject({ citation_check: { unsupported: 1, dropped_claims: 1 } });
  });

  it("goes on when a source is down: the tool answers the failure and the run still finishes", async () => {
    papers.setFailure("github", { status: 500 });
    try {
      const { final, tools } = await run("Deep Search Agent", "protein structure prediction");
      expect(tools.find((t) => t.name === "search_github")?.content).toMatch(/^The search_github tool failed: /);
      expect(final?.name).toBe("finish_deep_search");
    } finally {
      papers.setFailure("github", null);
    }
  });

  it("asks for clarification when the request is ambiguous, ending the run as finished", async () => {
    const { task, final } = await run("Deep Search Agent", "@ambiguous retrieval");
    expect(final?.name).toBe("ask_for_user_clarification");
    expect(final?.content).toBe("Do you mean retrieval for code or for text?");
    expect(task.steps?.at(-1)?.name).toBe("ask_for_user_clarification");
  });
});

describe("a Method Design run from an idea", () => {
  it("investigates related work and ends with a complete method design report citing only fetched sources", async () => {
    const idea = [
      "Design a method for this idea.",
      "Summary: contrastive pretraining for attention over molecules.",
      "Description: use graph attention networks with a contrastive objective on unlabeled molecules.",
      "References: Graph Attention Networks",
    ].join("\n");
    const { tools, final } = await run("Idea Proposal Agent", idea);
    expect(tools.some((t) => t.name === "search_papers" && (t.mid_output?.paper?.length ?? 0) > 0)).toBe(true);
    expect(final?.name).toBe("finish_proposal");
    const report = final?.content ?? "";
    for (const heading of ["Problem", "Method", "Datasets", "Baselines", "Metrics", "Experiment plan", "Ablations", "Risks", "Compute estimate"]) {
      expect(report).toContain(`## ${heading}`);
    }
    const { used, listed } = citations(report);
    expect([...new Set(used)].sort()).toEqual(listed);
    expect(listed.length).toBeGreaterThan(0);
  });
});
