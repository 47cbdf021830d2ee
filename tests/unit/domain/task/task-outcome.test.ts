import { describe, expect, it } from "vitest";
import { isTaskOver, noOutcome, taskOutcome } from "@/lib/domain/task/task-outcome";
import { assistantStep, toolStep, toolUse } from "@/tests/fixtures/task-steps";

// Spec §4 "Task states": if these fail, a finished agent keeps the loading indicator spinning (or stops it too
// early), the final report never shows, or the user's clarification question is lost.
const result = (name: string, content = `${name} result`) => toolStep(name, content, `call_${name}`);

describe("finish-tool semantics", () => {
  it.each([
    ["implement_success", { done: true, success: true, finishTaskVariant: false, waitEnded: false }],
    ["finish_task", { done: true, success: false, finishTaskVariant: true, waitEnded: false }],
    ["ask_for_user_clarification", { done: true, success: false, finishTaskVariant: false, waitEnded: false }],
    ["implement_failed", { done: false, success: false, finishTaskVariant: false, waitEnded: true }],
    ["finish_deep_search", { done: false, success: false, finishTaskVariant: false, waitEnded: false }],
    ["finish_proposal", { done: false, success: false, finishTaskVariant: false, waitEnded: false }],
    ["search_arxiv", { done: false, success: false, finishTaskVariant: false, waitEnded: false }],
  ])("a %s result gives %o", (tool, flags) => {
    expect(taskOutcome([result(tool)])).toMatchObject(flags);
  });

  it.each([
    ["finish_deep_search", "# Survey report"],
    ["finish_proposal", "# Method design"],
    ["finish_task", "## Done"],
  ])("the finish text comes from %s", (tool, report) => {
    expect(taskOutcome([result(tool, report)]).finishText).toBe(report);
  });

  it.each(["implement_success", "implement_failed", "ask_for_user_clarification", "take_notes"])("%s gives no finish text", (tool) => {
    expect(taskOutcome([result(tool)]).finishText).toBeUndefined();
  });

  it("keeps the latest report when a report tool answers twice", () => {
    expect(taskOutcome([result("finish_deep_search", "draft"), result("finish_deep_search", "final")]).finishText).toBe("final");
  });

  it("takes the clarification text from the tool result", () => {
    const steps = toolUse("ask_for_user_clarification", { question: "Which field?" }, "Which field do you mean?");
    expect(taskOutcome(steps)).toMatchObject({ done: true, clarification: "Which field do you mean?" });
  });

  it("recognises a step named for the tool even when its message names another", () => {
    const step = { ...toolStep("other", "Which dataset?", "c1"), name: "ask_for_user_clarification" };
    expect(taskOutcome([step])).toMatchObject({ done: true, clarification: "Which dataset?" });
  });

  it("does not count a finish tool that was only called, not answered", () => {
    expect(taskOutcome([assistantStep({ calls: [{ name: "finish_task", arguments: { summary: "x" } }] })])).toEqual(noOutcome);
  });
});

describe("isTaskOver", () => {
  it.each([
    ["processing with no finish tool", "processing", noOutcome, false],
    ["processing after finish_task answered", "processing", { ...noOutcome, done: true }, true],
    ["processing after implement_failed answered", "processing", { ...noOutcome, waitEnded: true }, true],
    ["finished", "finish", noOutcome, true],
    ["failed or terminated", "error", noOutcome, true],
  ] as const)("%s → %s", (_name, status, outcome, over) => {
    expect(isTaskOver({ status }, outcome)).toBe(over);
  });
});
