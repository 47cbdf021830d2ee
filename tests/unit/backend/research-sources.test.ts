import { describe, expect, it } from "vitest";
import { referenceLine, referencesSection } from "@/lib/backend/agents/research/references";
import { missingProposalSections } from "@/lib/backend/agents/research/report-tools";
import { fetchedRepositories, fetchedSources, latestNotes } from "@/lib/backend/agents/research/source-store";
import type { TrajectoryMessage } from "@/lib/contract/entities/trajectory";

const paper = (id: string, title: string, extra: Record<string, unknown> = {}) => ({ id, title, abstract: `${title} abstract`, ...extra });
const tool = (name: string, content: string, mid_output?: Record<string, unknown>): TrajectoryMessage =>
  ({ role: "tool", name, content, tool_call_id: `c-${content.length}`, ...(mid_output ? { mid_output } : {}) }) as TrajectoryMessage;

describe("fetchedSources", () => {
  const trajectory: TrajectoryMessage[] = [
    tool("search_papers", "first", { paper: [paper("arxiv:1", "Alpha"), paper("arxiv:2", "Beta")] }),
    tool("search_papers", "second", { paper: [paper("arxiv:2", "Beta"), paper("openalex:W3", "Gamma")] }),
    tool("read_paper", "Source [2]: Beta\n\nthe full text of beta"),
    tool("take_notes", "saved", { notes: "first note" }),
    tool("take_notes", "saved again", { notes: "first note\n\nsecond note", github: [{ link: "https://github.com/a/b", name: "a/b" }] }),
  ];

  it("numbers papers in order of first appearance, once each", () => {
    expect(fetchedSources(trajectory).map((source) => [source.number, source.paper.title])).toEqual([
      [1, "Alpha"],
      [2, "Beta"],
      [3, "Gamma"],
    ]);
  });

  it("adds what read_paper returned to that source's checkable text", () => {
    expect(fetchedSources(trajectory)[1]?.text).toContain("the full text of beta");
    expect(fetchedSources(trajectory)[0]?.text).toBe("Alpha abstract");
  });

  it("keeps the latest notes and every repository once", () => {
    expect(latestNotes(trajectory)).toBe("first note\n\nsecond note");
    expect(fetchedRepositories(trajectory)).toEqual([{ link: "https://github.com/a/b", name: "a/b" }]);
  });
});

describe("references", () => {
  it("are generated from metadata: first three authors, year, title, arXiv link", () => {
    expect(referenceLine(1, { title: "Attention Is All You Need", arxiv_id: "1706.03762", year: 2017, authors: ["A. Vaswani", "N. Shazeer", "N. Parmar", "J. Uszkoreit"] })).toBe(
      "[1] A. Vaswani, N. Shazeer, N. Parmar et al. (2017). Attention Is All You Need. https://arxiv.org/abs/1706.03762",
    );
    expect(referenceLine(2, { title: "A Paper", authors: "Ada Lovelace, Alan Turing", url: "https://openalex.org/W1" })).toBe(
      "[2] Ada Lovelace, Alan Turing. A Paper. https://openalex.org/W1",
    );
  });

  it("make a section only when something is cited", () => {
    expect(referencesSection([])).toBe("");
    expect(referencesSection([{ title: "T", authors: [] }])).toBe("## References\n\n[1] Unknown authors. T.  ");
  });
});

describe("missingProposalSections", () => {
  it("names every required section without a heading", () => {
    const report = "# Problem\n\n## Method\n\n## Datasets\n\n## Baselines\n\n## Evaluation metrics\n\n## Experiment plan\n\nno more headings";
    expect(missingProposalSections(report)).toEqual(["ablations", "risks", "compute estimate"]);
  });

  it("accepts a complete report", () => {
    const headings = ["Problem", "Method", "Datasets", "Baselines", "Metrics", "Experiment plan", "Ablations", "Risks", "Compute estimate"];
    expect(missingProposalSections(headings.map((h) => `## ${h}\n\ntext`).join("\n\n"))).toEqual([]);
  });
});
