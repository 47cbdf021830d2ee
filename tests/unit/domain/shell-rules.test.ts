import { describe, expect, it } from "vitest";
import { creditSummary } from "@/lib/domain/credit-summary";
import { greeting } from "@/lib/domain/greeting";
import { agentForHomeSlug, homePathFor, isHomePath } from "@/lib/domain/home-route";
import { initialIntro, introAfterScroll, introOpenedByClick, type IntroState } from "@/lib/domain/home-intro";
import { LAYOUT_SCALE_FLOOR, layoutScale, layoutScaleCss } from "@/lib/domain/layout-scale";
import { sessionTitle } from "@/lib/domain/session-title";

describe("project titles in the sidebar (§2 Layout)", () => {
  it.each([
    [{ id: "a1", title: "Protein LMs" }, "Protein LMs"],
    [{ id: "a1", title: "  Protein LMs  " }, "Protein LMs"],
    [{ id: "a1", title: "" }, "(Untitled: a1)"],
    [{ id: "a1", title: "   " }, "(Untitled: a1)"],
    [{ id: "a1", title: null }, "(Untitled: a1)"],
    [{ id: 42 }, "(Untitled: 42)"],
  ])("%j → %s", (session, title) => {
    expect(sessionTitle(session)).toBe(title);
  });
});

describe("layout scale (§2: above 2500 px and below 1530 px)", () => {
  it.each([
    [390, 1],
    [699, 1],
    [700, LAYOUT_SCALE_FLOOR],
    [1100, LAYOUT_SCALE_FLOOR],
    [1280, 1280 / 1530],
    [1529, 1529 / 1530],
    [1530, 1],
    [1920, 1],
    [2500, 1],
    [3000, 3000 / 2500],
    [5120, 5120 / 2500],
  ])("%i px → %f", (width, scale) => {
    expect(layoutScale(width)).toBeCloseTo(scale, 6);
  });

  it("the CSS says the same thing at the same breakpoints", () => {
    const css = layoutScaleCss();
    expect(css).toContain("@media (min-width: 2501px)");
    expect(css).toContain("@media (min-width: 700px) and (max-width: 1529px)");
    expect(css).toContain("max(12.8px, calc(100vw * 16 / 1530))");
    expect(css).toContain("calc(100vw * 16 / 2500)");
  });
});

describe("the home intro (§2: hidden past 200 px, back at the top, kept when opened by a click)", () => {
  const hidden: IntroState = { visible: false, openedByClick: false };
  it.each([
    ["stays at 0", initialIntro, 0, initialIntro],
    ["stays at exactly 200", initialIntro, 200, initialIntro],
    ["hides past 200", initialIntro, 201, hidden],
    ["stays hidden between the top and 200", hidden, 120, hidden],
    ["shows again at the top", hidden, 0, initialIntro],
    ["opened by a click it stays while scrolling", introOpenedByClick(), 900, introOpenedByClick()],
    ["back at the top the click no longer pins it", introOpenedByClick(), 0, initialIntro],
  ])("%s", (_name, state, scrollTop, expected) => {
    expect(introAfterScroll(state, scrollTop)).toEqual(expected);
  });
});

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

describe("credit tooltip figures (§2 Layout)", () => {
  it("shows plan, available, used and remaining over total", () => {
    expect(creditSummary({ userLevel: "lab", totalCredit: 5000, usedCredit: 1250, remainingCredit: 3750 })).toEqual({
      planName: "Ultra",
      available: 3750,
      used: 1250,
      total: 5000,
      remainingPercent: 75,
    });
  });
  it.each([
    [{ userLevel: "free", totalCredit: 0, usedCredit: 0, remainingCredit: 0 } as const, 0],
    [{ userLevel: "pro", totalCredit: 500, usedCredit: 600, remainingCredit: -100 } as const, 0],
    [{ userLevel: "pro", totalCredit: 500, usedCredit: 0, remainingCredit: 700 } as const, 100],
  ])("keeps the bar within 0–100 (%j)", (credit, percent) => {
    expect(creditSummary(credit).remainingPercent).toBe(percent);
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
