import { describe, expect, it } from "vitest";
import {
  type AgentId,
  agentBySlug,
  agentContractNames,
  agentDisplayName,
  agentIds,
  agentNameSchema,
  agentPrimaryName,
  agents,
  canonicalAgent,
} from "@/lib/contract";

const names: [string, AgentId][] = [
  ["Deep Search Agent", "deepSurvey"],
  ["Literature Review Agent", "deepSurvey"],
  ["Idea Agent", "ideaSpark"],
  ["Proposal Agent", "methodDesign"],
  ["Idea Proposal Agent", "methodDesign"],
  ["ML Agent", "autoExperiment"],
  ["Notebook Agent", "notebook"],
  ["Deep Survey", "deepSurvey"],
  ["Idea Spark", "ideaSpark"],
  ["Method Design", "methodDesign"],
  ["Auto Experiment", "autoExperiment"],
  ["Jupyter Notebook", "notebook"],
];

describe("canonicalAgent", () => {
  it.each(names.filter(([n]) => n.endsWith("Agent")))("contract name %s → %s", (name, id) => {
    expect(canonicalAgent(name)).toBe(id);
  });

  it.each(agentIds)("canonical id %s resolves to itself, and so does its slug", (id) => {
    expect(canonicalAgent(id)).toBe(id);
    expect(canonicalAgent(agents[id].slug)).toBe(id);
  });

  it("both name sets of one agent meet at the same id", () => {
    expect(canonicalAgent("Deep Search Agent")).toBe(canonicalAgent("Literature Review Agent"));
    expect(canonicalAgent("Proposal Agent")).toBe(canonicalAgent("Idea Proposal Agent"));
  });

  it.each(["", "deep search agent", "Deep Search Agent ", "DeepSurvey", "Chat Agent", "toString", "__proto__"])(
    "unknown %j → undefined",
    (name) => {
      expect(canonicalAgent(name)).toBeUndefined();
    },
  );

  it("covers every contract name", () => {
    for (const name of agentContractNames) expect(canonicalAgent(name)).toBeDefined();
  });
});

describe("agent lookups", () => {
  it.each(names)("display name of %s", (name, id) => {
    expect(agentDisplayName(name)).toBe(agents[id].displayName);
  });

  it("shows unknown names as given", () => {
    expect(agentDisplayName("Chat Agent")).toBe("Chat Agent");
  });

  it.each([
    ["deepsurvey", "deepSurvey"],
    ["ideaspark", "ideaSpark"],
    ["methoddesign", "methodDesign"],
    ["autoexperiment", "autoExperiment"],
    ["notebook", "notebook"],
  ] as const)("slug %s → %s", (slug, id) => {
    expect(agentBySlug(slug)?.id).toBe(id);
  });

  it("agentBySlug accepts slugs only", () => {
    expect(agentBySlug("deepSurvey")).toBeUndefined();
    expect(agentBySlug("ML Agent")).toBeUndefined();
    expect(agentBySlug("chat")).toBeUndefined();
  });

  it.each([
    ["Literature Review Agent", "Deep Search Agent"],
    ["Idea Proposal Agent", "Proposal Agent"],
    ["autoexperiment", "ML Agent"],
    ["notebook", "Notebook Agent"],
    ["ideaSpark", "Idea Agent"],
  ])("primary name of %s is %s", (name, primary) => {
    expect(agentPrimaryName(name)).toBe(primary);
  });

  it("agentNameSchema accepts every contract name and nothing else", () => {
    for (const name of agentContractNames) expect(agentNameSchema.parse(name)).toBe(name);
    expect(agentNameSchema.safeParse("deepSurvey").success).toBe(false);
    expect(agentNameSchema.safeParse("Deep Survey").success).toBe(false);
  });

  it("hides Method Design from home chips and Auto Experiment from free plans", () => {
    expect(agentIds.filter((id) => !agents[id].showOnHomeChips)).toEqual(["methodDesign"]);
    expect(agentIds.filter((id) => !agents[id].freePlanAllowed)).toEqual(["autoExperiment"]);
  });
});
