import { describe, expect, it, vi } from "vitest";
import { newSessionPath, submitQuery, type SubmitFlowDeps, type SubmitQueryInput, withoutNewSessionParam } from "@/lib/client/chat-session/submit-flow";
import { taskCreationPayload } from "@/lib/client/chat-session/task-calls";

// Spec §4 "Submit flow": if these fail, a query lands in the wrong session, an agent's task is never started, or
// a failure still navigates to an empty page.
function setup(overrides: Partial<SubmitFlowDeps> = {}) {
  const steps: string[] = [];
  const deps: SubmitFlowDeps = {
    trackQueryEvent: vi.fn(() => void steps.push("track")),
    createSession: vi.fn(async () => (steps.push("create"), { id: "s1" })),
    startAgentTask: vi.fn(async () => (steps.push("task"), { taskId: "t1" })),
    setInitSession: vi.fn(() => void steps.push("init")),
    clearInitSession: vi.fn(() => void steps.push("clear")),
    refreshSessionList: vi.fn(async () => void steps.push("refresh")),
    navigate: vi.fn(() => void steps.push("navigate")),
    planLevel: vi.fn(async () => (steps.push("plan"), "free" as const)),
    confirmGpu: vi.fn(async () => (steps.push("gpu"), 1 as const)),
    ...overrides,
  };
  return { deps, steps };
}

describe("submitQuery", () => {
  it("logs, creates the session, sets it as the init session, refreshes the list, then navigates (general chat)", async () => {
    const { deps, steps } = setup();
    expect(await submitQuery({ query: "  why?  ", agent: null, fileIds: [] }, deps)).toBe(true);
    expect(steps).toEqual(["track", "create", "init", "refresh", "navigate"]);
    expect(deps.createSession).toHaveBeenCalledWith("why?");
    expect(deps.setInitSession).toHaveBeenCalledWith({ sessionId: "s1", query: "why?", agent: null, fileIds: [] });
    expect(deps.navigate).toHaveBeenCalledWith("/search-v1/s1?isNewSession=true");
    expect(deps.startAgentTask).not.toHaveBeenCalled();
  });

  it("starts the agent's task before navigating, and remembers its id", async () => {
    const { deps, steps } = setup();
    expect(await submitQuery({ query: "GNNs", agent: "deepSurvey", fileIds: ["f1"] }, deps)).toBe(true);
    expect(steps).toEqual(["track", "create", "init", "task", "init", "refresh", "navigate"]);
    expect(deps.startAgentTask).toHaveBeenCalledWith({ agent: "deepSurvey", chatSessionId: "s1", query: "GNNs", fileIds: ["f1"] });
    expect(deps.setInitSession).toHaveBeenLastCalledWith({ sessionId: "s1", query: "GNNs", agent: "deepSurvey", fileIds: ["f1"], taskId: "t1" });
  });

  it("stops silently, without navigating, when the session cannot be created", async () => {
    const { deps, steps } = setup({ createSession: vi.fn(async () => Promise.reject(new Error("500"))) });
    expect(await submitQuery({ query: "why?", agent: null, fileIds: [] }, deps)).toBe(false);
    expect(steps).toEqual(["track"]);
  });

  it("stops without navigating when the agent's task cannot be started", async () => {
    const { deps, steps } = setup({ startAgentTask: vi.fn(async () => Promise.reject(new Error("404"))) });
    expect(await submitQuery({ query: "GNNs", agent: "deepSurvey", fileIds: [] }, deps)).toBe(false);
    expect(steps).toEqual(["track", "create", "init", "clear"]);
  });

  it("sends nothing for blank text", async () => {
    const { deps, steps } = setup();
    expect(await submitQuery({ query: "   ", agent: null, fileIds: [] }, deps)).toBe(false);
    expect(steps).toEqual([]);
  });

  it("escapes the session id in the address", () => {
    expect(newSessionPath("a/b")).toBe("/search-v1/a%2Fb?isNewSession=true");
  });
});

// Spec §4 "Submit flow", §6: if these fail, a paid user's GPU run starts unasked, a cancelled one still creates a
// session and navigates, or a free user meets a dialog they should never see.
describe("the session page's address after arrival", () => {
  it.each([
    ["https://app.test/search-v1/s1?isNewSession=true", "/search-v1/s1"],
    ["https://app.test/search-v1/s1?isNewSession=true&debug=true", "/search-v1/s1?debug=true"],
    ["https://app.test/search-v1/s1?debug=true&isNewSession=true#end", "/search-v1/s1?debug=true#end"],
  ])("%s becomes %s: only isNewSession leaves", (href, expected) => {
    expect(withoutNewSessionParam(href)).toBe(expected);
  });
});

describe("submitQuery: the GPU confirmation", () => {
  const experiment: SubmitQueryInput = { query: "train a small CNN on MNIST", agent: "autoExperiment", fileIds: [] };

  it.each(["pro", "lab"] as const)("asks a %s user first; 0 stops before anything is logged, created or navigated", async (level) => {
    const { deps, steps } = setup({ planLevel: vi.fn(async () => level), confirmGpu: vi.fn(async () => 0 as const) });
    expect(await submitQuery(experiment, deps)).toBe(false);
    expect(deps.confirmGpu).toHaveBeenCalledTimes(1);
    expect(steps).toEqual([]);
  });

  it("goes on as usual once a paid user confirms", async () => {
    const { deps, steps } = setup({ planLevel: vi.fn(async () => (steps.push("plan"), "pro" as const)) });
    expect(await submitQuery(experiment, deps)).toBe(true);
    expect(steps).toEqual(["plan", "gpu", "track", "create", "init", "task", "init", "refresh", "navigate"]);
    expect(deps.startAgentTask).toHaveBeenCalledWith({ agent: "autoExperiment", chatSessionId: "s1", query: experiment.query, fileIds: [] });
  });

  it("never asks a free (or unknown-plan) user", async () => {
    const { deps, steps } = setup();
    expect(await submitQuery(experiment, deps)).toBe(true);
    expect(steps).toEqual(["plan", "track", "create", "init", "task", "init", "refresh", "navigate"]);
    expect(deps.confirmGpu).not.toHaveBeenCalled();
  });

  it("neither looks the plan up nor asks for other agents or the general chat", async () => {
    const { deps } = setup({ planLevel: vi.fn(async () => "lab" as const) });
    await submitQuery({ query: "GNNs", agent: "deepSurvey", fileIds: [] }, deps);
    await submitQuery({ query: "why?", agent: null, fileIds: [] }, deps);
    expect(deps.planLevel).not.toHaveBeenCalled();
    expect(deps.confirmGpu).not.toHaveBeenCalled();
  });
});

describe("create_task payload (spec §7)", () => {
  it.each([
    ["deepSurvey", "Deep Search Agent", "lite-flash"],
    ["ideaSpark", "Idea Agent", "lite-pro"],
    ["notebook", "Notebook Agent", "lite-pro"],
    ["methodDesign", "Proposal Agent", null],
    ["autoExperiment", "ML Agent", null],
  ] as const)("%s is sent as %s with model_override %s and GPU always requested", (agent, agentName, override) => {
    expect(taskCreationPayload({ agent, chatSessionId: "s1", query: "q", fileIds: ["f"] })).toEqual({
      agentName,
      chatSessionId: "s1",
      query: "q",
      queryContent: "q",
      enableGpu: true,
      fileIds: ["f"],
      model_override: override,
    });
  });
});
