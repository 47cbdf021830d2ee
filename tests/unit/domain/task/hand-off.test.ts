import { describe, expect, it } from "vitest";
import { InputLimit } from "@/lib/contract/limits";
import { experimentBrief, REPORT_SHORTENED_NOTE } from "@/lib/domain/task/hand-off";

// Issue 17 item 2: if these fail, the experiment agent starts without the method it should run, or create_task
// refuses a long report's brief.
const report = "# Sparse attention for tabular data\n\n## Method\nTrain a gradient-boosted baseline [1] and compare it with [2].";
const cited = [
  { title: "XGBoost: A Scalable Tree Boosting System", authors: ["Tianqi Chen", "Carlos Guestrin"], year: 2016, arxiv_id: "1603.02754" },
  { title: "Attention Is All You Need", authors: "Ashish Vaswani, Noam Shazeer", year: "2017" },
];

describe("experimentBrief", () => {
  it("names the report in the chat's task line and gives the agent the whole report and its cited papers", () => {
    const brief = experimentBrief({ report, cited });
    expect(brief.query).toBe("Run this experiment: Sparse attention for tabular data");
    expect(brief.queryContent).toContain(report);
    expect(brief.queryContent).toContain("[1] XGBoost: A Scalable Tree Boosting System. Tianqi Chen, Carlos Guestrin. 2016. https://arxiv.org/abs/1603.02754");
    expect(brief.queryContent).toContain("[2] Attention Is All You Need. Ashish Vaswani, Noam Shazeer. 2017");
  });

  it("has no cited list when the report cites nothing, and falls back to a generic title without a heading", () => {
    const brief = experimentBrief({ report: "Train a model.", cited: [] });
    expect(brief.query).toBe("Run this experiment: Method design report");
    expect(brief.queryContent).not.toContain("Cited papers");
  });

  it("keeps a report that fits the limit whole, dropping the cited list first", () => {
    const long = `# Title\n\n${"x".repeat(InputLimit.text - 400)}`;
    const brief = experimentBrief({ report: long, cited });
    expect(brief.queryContent).toContain(long);
    expect(brief.queryContent).not.toContain("Cited papers");
    expect(brief.queryContent.length).toBeLessThanOrEqual(InputLimit.text);
  });

  it("cuts a report longer than the limit with a note instead of letting create_task refuse it", () => {
    const long = `# Title\n\n${"word ".repeat(InputLimit.text)}`;
    const brief = experimentBrief({ report: long, cited });
    expect(brief.queryContent.length).toBeLessThanOrEqual(InputLimit.text);
    expect(brief.queryContent.endsWith(REPORT_SHORTENED_NOTE)).toBe(true);
    expect(brief.query.length).toBeLessThanOrEqual(InputLimit.name);
  });

  it("keeps a very long title to one short line", () => {
    const brief = experimentBrief({ report: `# ${"Long ".repeat(100)}\n\nbody`, cited: [] });
    expect(brief.query.length).toBeLessThanOrEqual(200);
    expect(brief.query.endsWith("…")).toBe(true);
  });
});
