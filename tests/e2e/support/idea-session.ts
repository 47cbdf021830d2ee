/**
 * An Idea Spark session served by page.route (no agent runs): its history and its task, whose get_task answers grow
 * in stages the test advances: three ideas, then their children (the first three now complete), then the idea list
 * with the tournament's scores and the task's finish. Later method design tasks are answered as running, stepless.
 */
import type { Page } from "@playwright/test";

export const ideaSessionIds = { sessionId: "idea-tree-session", taskId: "idea-tree-task", methodTaskId: "idea-method-task" } as const;

const reference = { title: "Grokking: Generalization Beyond Overfitting", arxiv_id: "2201.02177" };
const idea = (id: string, parent: string | null, children: string[], summary: string, extra: Record<string, unknown> = {}) => ({
  id,
  parent,
  children,
  summary,
  description: `${summary}: a longer account of the idea.`,
  references: [reference],
  ...extra,
});

/** Summaries by id; the tree is root ─ a ─ (a1, a2), root ─ b ─ b1. */
export const ideaSummaries = {
  root: "Grokking research goal",
  a: "Curriculum ordering",
  b: "Weight decay schedules",
  a1: "Difficulty-ranked pairs",
  a2: "Self-paced curriculum",
  b1: "Cyclic weight decay",
} as const;

const firstIdeas = [idea("root", null, ["a", "b"], ideaSummaries.root), idea("a", "root", [], ideaSummaries.a), idea("b", "root", [], ideaSummaries.b)];
const grownIdeas = [
  idea("root", null, ["a", "b"], ideaSummaries.root),
  idea("a", "root", ["a1", "a2"], ideaSummaries.a),
  idea("b", "root", ["b1"], ideaSummaries.b),
  idea("a1", "a", [], ideaSummaries.a1),
  idea("a2", "a", [], ideaSummaries.a2),
  idea("b1", "b", [], ideaSummaries.b1),
];
const scoredPicks = [idea("a1", "a", [], ideaSummaries.a1, { elo: 1561.7, rank: 1 }), idea("b1", "b", [], ideaSummaries.b1, { elo: 1488.2, rank: 2 })];
export const IDEA_THOUGHT = "Two ideas survived the tournament: curriculum ordering wins on feasibility.";

const treeStep = (id: string, nodes: ReturnType<typeof idea>[], more: Record<string, unknown> = {}) => ({
  id,
  name: "generate_ideas",
  content: JSON.stringify({
    type: "trajectory",
    payload: {
      messages: [
        { role: "tool", name: "generate_ideas", tool_call_id: `call_${id}`, content: "Ideas updated.", mid_output: { idea_tree: Object.fromEntries(nodes.map((n) => [n.id, n])), ...more } },
      ],
    },
  }),
});

const stages = [
  [treeStep("1", firstIdeas)],
  [treeStep("1", firstIdeas), treeStep("2", grownIdeas)],
  [treeStep("1", firstIdeas), treeStep("2", grownIdeas), treeStep("3", scoredPicks, { idea_list: { ideas: ["a1", "b1"], thought: IDEA_THOUGHT } })],
] as const;
export const FINAL_STAGE = stages.length - 1;

function ideaTask(stage: number) {
  return {
    taskId: ideaSessionIds.taskId,
    status: stage === FINAL_STAGE ? "finish" : "processing",
    steps: stages[stage],
    errorInfo: null,
    errorCode: null,
    firstIsNull: false,
    hasPreData: false,
    agentName: "Idea Agent",
  };
}

/** Opens the session page at a stage; `advance` lets the next polls answer the next stage. */
export async function openIdeaSession(page: Page, startStage: number): Promise<{ advance: () => void }> {
  let stage = startStage;
  const status = stage === FINAL_STAGE ? "finish" : "processing";
  const sessionMessages = {
    chatSession: { id: ideaSessionIds.sessionId, title: "Grokking ideas", visitType: "owner" },
    chatSessionMessages: [
      { id: "h1", type: "task", query: "ideas on grokking", agentName: "Idea Agent", status, taskId: ideaSessionIds.taskId, extInfo: { chatResultType: "task" } },
    ],
  };
  await page.route(/\/api\/chat_session\/message\/list/, (route) => route.fulfill({ json: { code: 0, result: sessionMessages } }));
  await page.route(/\/api\/task\/get_task/, (route) => {
    const taskId = new URL(route.request().url()).searchParams.get("taskId");
    if (taskId === ideaSessionIds.taskId) return route.fulfill({ json: { code: 0, result: ideaTask(stage) } });
    return route.fulfill({ json: { code: 0, result: { taskId, status: "processing", steps: [], errorInfo: null, errorCode: null, agentName: "Proposal Agent" } } });
  });
  await page.route(/\/api\/task\/create_task/, (route) =>
    route.fulfill({ json: { code: 0, result: { taskId: ideaSessionIds.methodTaskId, status: "processing", agentName: "Proposal Agent" } } }),
  );
  await page.goto(`/search-v1/${ideaSessionIds.sessionId}`);
  return {
    advance: () => {
      stage = Math.min(stage + 1, FINAL_STAGE);
    },
  };
}
