import { describe, expect, it } from "vitest";
import { exportFileName, reportTitle } from "@/lib/domain/report/report-export";

// Spec §2 exports: if these fail, downloads get a meaningless name, or one a desktop system refuses to save.
describe("report title", () => {
  it.each([
    ["# Survey of *Sparse* Attention\n\nBody", "Survey of Sparse Attention"],
    ["Intro\n\n## [Method](https://x.org) design ##\n", "Method design"],
    ["No heading at all", "Research report"],
    ["#NotAHeading", "Research report"],
  ])("%j → %j", (markdown, title) => {
    expect(reportTitle(markdown, "Research report")).toBe(title);
  });
});

describe("export file name", () => {
  it.each([
    ["Survey: RAG / evaluation?", "md", "Survey RAG evaluation.md"],
    ["..hidden", "pdf", "hidden.pdf"],
    ['<>:"|?*', "bib", "report.bib"],
    ["x".repeat(150), "md", `${"x".repeat(100)}.md`],
  ])("%j (.%s) → %j", (title, extension, name) => {
    expect(exportFileName(title, extension)).toBe(name);
  });
});
