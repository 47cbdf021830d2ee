import { describe, expect, it } from "vitest";
import type { ResearchProfileClient } from "@/lib/contract/entities/user";
import { emptyProfile } from "@/lib/domain/profile/profile-mapping";
import { arxivLinkProblem, linkTitleProblem, pdfUploadProblem, profileProblem, tagPickProblem } from "@/lib/domain/profile/profile-rules";

// Spec §5 Research profile update: each row is a message a user sees verbatim when the rule is broken.
const links = [{ url: "https://arxiv.org/abs/1706.03762", title: "Attention Is All You Need" }];

describe("profileProblem", () => {
  it.each<[string, Partial<ResearchProfileClient>, string | undefined]>([
    ["nothing given", {}, "Please select or input or updload for research needs"],
    ["only spaces typed", { text: "   " }, "Please select or input or updload for research needs"],
    ["a tag", { choose: ["LLM Reasoning"] }, undefined],
    ["text", { text: "graph learning" }, undefined],
    ["a link", { links }, undefined],
    ["a file", { files: [{ url: "/api/file/download?fileKey=k", name: "a.pdf" }] }, undefined],
    ["a scholar link", { googleScholarUrls: [{ google_scholar_url: "scholar.google.com/citations?user=x" }] }, undefined],
    ["a scholar link with www and https", { googleScholarUrls: [{ google_scholar_url: "https://www.scholar.google.com/x" }] }, undefined],
    ["another host as scholar link", { googleScholarUrls: [{ google_scholar_url: "https://example.com/scholar" }] }, "Please enter a valid Google Scholar link"],
  ])("%s", (_, change, message) => {
    expect(profileProblem({ ...emptyProfile, ...change })).toBe(message);
  });
});

describe("arxivLinkProblem", () => {
  it.each([
    ["arxiv.org/abs/2401.00001", undefined],
    ["http://www.arxiv.org/abs/2401.00001", undefined],
    ["https://export.arxiv.org/abs/2401.00001", undefined],
    ["https://example.org/abs/2401.00001", "Please enter a valid Arxiv link"],
    ["not a link", "Please enter a valid Arxiv link"],
    ["https://arxiv.org/abs/1706.03762", "The link already exists"],
    ["http://www.arxiv.org/abs/1706.03762/", "The link already exists"],
  ] as const)("%s", (url, message) => {
    expect(arxivLinkProblem(url, links)).toBe(message);
  });
});

describe("linkTitleProblem", () => {
  it.each([
    [undefined, "Get link title failed"],
    ["  ", "Get link title failed"],
    ["Attention Is All You Need", "Already exists same title"],
    ["ReAct", undefined],
  ] as const)("%s", (title, message) => {
    expect(linkTitleProblem(title, links)).toBe(message);
  });
});

describe("pdfUploadProblem and tagPickProblem", () => {
  it("accepts PDFs by extension or media type only", () => {
    expect(pdfUploadProblem({ name: "paper.PDF", type: "" })).toBeUndefined();
    expect(pdfUploadProblem({ name: "paper", type: "application/pdf" })).toBeUndefined();
    expect(pdfUploadProblem({ name: "notes.docx", type: "application/msword" })).toBe("Please upload PDF file!");
  });

  it("needs at least one tag picked", () => {
    expect(tagPickProblem([])).toBe("Please select at least one item");
    expect(tagPickProblem(["AI for Science"])).toBeUndefined();
  });
});
