import { describe, expect, it } from "vitest";
import { InputLimit } from "@/lib/contract/limits";
import { ideaBrief, REPORT_SHORTENED_NOTE } from "@/lib/domain/task/hand-off";

// Issue 18 item 4: if these fail, 'Design method' starts a Method Design task without the idea's description or
// its references, or with a brief create_task refuses as too long.
const idea = {
  summary: "Curriculum grokking",
  description: "Order the training pairs by difficulty so the network generalises sooner.",
  references: [
    { label: "Grokking: Generalization Beyond Overfitting", href: "https://arxiv.org/abs/2201.02177" },
    { label: "An unlinked note", href: undefined },
  ],
};

describe("ideaBrief", () => {
  it("shows the summary in the chat and gives the agent the summary, description and references", () => {
    const brief = ideaBrief(idea);
    expect(brief.query).toBe("Design method: Curriculum grokking");
    expect(brief.queryContent).toContain("# Idea: Curriculum grokking");
    expect(brief.queryContent).toContain(idea.description);
    expect(brief.queryContent).toContain("[1] Grokking: Generalization Beyond Overfitting. https://arxiv.org/abs/2201.02177");
    expect(brief.queryContent).toContain("[2] An unlinked note");
  });

  it("cuts a long summary in the chat line, and a description too long for create_task, keeping the heading", () => {
    const brief = ideaBrief({ ...idea, summary: "s".repeat(400), description: "d".repeat(InputLimit.text * 2) });
    expect(brief.query.length).toBeLessThanOrEqual("Design method: ".length + 160);
    expect(brief.queryContent.length).toBeLessThanOrEqual(InputLimit.text);
    expect(brief.queryContent).toContain(REPORT_SHORTENED_NOTE);
    expect(brief.queryContent).not.toContain("# References");
  });

  it("names an idea without a summary", () => {
    expect(ideaBrief({ summary: " ", description: "x", references: [] }).query).toBe("Design method: Research idea");
  });
});
