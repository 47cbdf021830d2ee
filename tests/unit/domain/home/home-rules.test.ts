import { describe, expect, it } from "vitest";
import { greeting } from "@/lib/domain/home/greeting";
import { agentForHomeSlug, homePathFor, isHomePath } from "@/lib/domain/home/home-route";

describe("home addresses (§2 Routes)", () => {
  it.each([
    ["chat", null],
    ["deepsurvey", "deepSurvey"],
    ["methoddesign", "methodDesign"],
    ["ideaspark", "ideaSpark"],
    ["autoexperiment", "autoExperiment"],
    ["notebook", "notebook"],
    ["unknown", undefined],
    ["deepSurvey", undefined],
    ["Deep Search Agent", undefined],
  ])("/%s → %s", (slug, agent) => {
    expect(agentForHomeSlug(slug)).toBe(agent);
  });

  it("agent paths round-trip and removing the agent returns to /chat", () => {
    expect(homePathFor(null)).toBe("/chat");
    expect(homePathFor("deepSurvey")).toBe("/deepsurvey");
    expect(homePathFor("notebook")).toBe("/notebook");
    expect(isHomePath("/notebook")).toBe(true);
    expect(isHomePath("/chat/")).toBe(true);
    expect(isHomePath("/search-v1/1")).toBe(false);
  });
});

describe("greeting", () => {
  it.each([
    [6, null, "Good morning"],
    [11, "Ada Lovelace", "Good morning, Ada"],
    [12, "Ada", "Good afternoon, Ada"],
    [18, "Ada", "Good evening, Ada"],
    [2, "ada@lab.org", "Good evening"],
  ])("%i h, %s → %s", (hour, name, text) => {
    expect(greeting(hour, name)).toBe(text);
  });
});
