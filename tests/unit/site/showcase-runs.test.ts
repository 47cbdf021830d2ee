import { describe, expect, it } from "vitest";
import { parseShowcaseRuns } from "@/lib/site/showcase-runs";

describe("parseShowcaseRuns (SHOWCASE_RUNS)", () => {
  it("reads whitespace-separated agentId=link entries, keeping each link's own = and &", () => {
    expect(
      parseShowcaseRuns(" deepSurvey=https://a.example/search-v1/s1?shareId=t1&isReplay=true\n ideaSpark=http://b.example/x "),
    ).toEqual({
      deepSurvey: "https://a.example/search-v1/s1?shareId=t1&isReplay=true",
      ideaSpark: "http://b.example/x",
    });
  });

  it("drops unknown agents, non-http links and malformed entries instead of failing", () => {
    expect(
      parseShowcaseRuns("notebook=javascript:alert(1) chemist=https://a.example/ =https://a.example/ methodDesign methodDesign=not a url"),
    ).toEqual({});
  });

  it("is empty when unset or blank", () => {
    expect(parseShowcaseRuns(undefined)).toEqual({});
    expect(parseShowcaseRuns("   ")).toEqual({});
  });
});
