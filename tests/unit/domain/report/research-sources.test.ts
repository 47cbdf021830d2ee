import { describe, expect, it } from "vitest";
import type { GithubRepo, Paper } from "@/lib/contract/entities/trajectory";
import { addPapers, addRepositories, researchSources } from "@/lib/domain/report/research-sources";
import { arxivId, paperLink, repositoryLink, safeHttpUrl } from "@/lib/domain/report/source-links";
import { shownAuthors } from "@/lib/contract/entities/paper-authors";
import { toolStep } from "@/tests/fixtures/task-steps";

// Spec §2 Sources, §3 mid_output, §5: if these fail, the Sources tab lists a paper twice (or drops a different one),
// shows the whole author list, shows stale notes, or a source opens a wrong (or unsafe) page.
const paper = (fields: Partial<Paper> & { title: string }): Paper => fields;
const repo = (fields: Partial<GithubRepo> & { link: string; name: string }): GithubRepo => fields;
const found = (mid: unknown, tool = "search_arxiv") => toolStep(tool, "ok", null, undefined, mid);

describe("paper and repository de-duplication", () => {
  it.each([
    ["the same id", paper({ id: "p1", title: "Attention" }), paper({ id: "p1", title: "Attention (v2)" }), 1],
    ["the same numeric and text id", paper({ id: 7, title: "A" }), paper({ id: "7", title: "B" }), 1],
    ["the same title, other case and spacing", paper({ id: "p1", title: "Attention Is All You Need" }), paper({ id: "p2", title: "attention  is all you need." }), 1],
    ["no ids, same title", paper({ title: "Graph Nets" }), paper({ title: "Graph nets" }), 1],
    ["other id and title", paper({ id: "p1", title: "A" }), paper({ id: "p2", title: "B" }), 2],
  ])("papers with %s → %i kept", (_case, first, second, count) => {
    expect(addPapers([first], [second])).toHaveLength(count);
  });

  it("keeps the first report of a paper and the order of arrival", () => {
    const list = addPapers([], [paper({ id: "a", title: "First" }), paper({ id: "b", title: "Second" }), paper({ id: "a", title: "Later copy" })]);
    expect(list.map((p) => p.title)).toEqual(["First", "Second"]);
  });

  it.each([
    ["the same link", repo({ link: "https://github.com/a/b", name: "b" }), repo({ link: "https://github.com/A/b/", name: "b-fork" }), 1],
    ["the same name", repo({ link: "https://github.com/a/b", name: "LongLoRA" }), repo({ link: "https://github.com/c/d", name: "longlora" }), 1],
    ["other link and name", repo({ link: "https://github.com/a/b", name: "b" }), repo({ link: "https://github.com/c/d", name: "d" }), 2],
  ])("repositories with %s → %i kept", (_case, first, second, count) => {
    expect(addRepositories([first], [second])).toHaveLength(count);
  });

  it("collects across all steps: papers, repositories and the latest notes", () => {
    const sources = researchSources([
      found({ paper: [paper({ id: "1", title: "A" })], notes: "first notes" }),
      found({ paper: [paper({ id: "1", title: "A" }), paper({ id: "2", title: "B" })], github: [repo({ link: "https://github.com/x/y", name: "y" })] }),
      found({ github: [repo({ link: "https://github.com/x/y", name: "y" })], notes: "first notes, then more" }),
      found({ notes: "" }),
    ]);
    expect(sources.papers.map((p) => p.id)).toEqual(["1", "2"]);
    expect(sources.repositories).toHaveLength(1);
    expect(sources.notes).toBe("first notes, then more");
    expect(sources.cited).toEqual([]);
  });

  it("keeps the finish result's papers, in its order, as the cited papers", () => {
    const cited = [paper({ id: "2", title: "B" }), paper({ id: "1", title: "A" })];
    const sources = researchSources([found({ paper: [paper({ id: "1", title: "A" })] }), found({ paper: cited }, "finish_deep_search")]);
    expect(sources.cited).toEqual(cited);
    expect(sources.papers.map((p) => p.id)).toEqual(["1", "2"]);
  });
});

describe("authors shown", () => {
  it.each([
    [["Ada Lovelace"], "Ada Lovelace"],
    [["A", "B", "C"], "A, B, C"],
    [["A", "B", "C", "D"], "A, B, C et al."],
    ["A, B, C, D, E", "A, B, C et al."],
    ["A,B", "A, B"],
    [null, ""],
    [[], ""],
  ])("%j → %j", (authors, shown) => {
    expect(shownAuthors({ authors })).toBe(shown);
  });
});

describe("source links", () => {
  it.each([
    [paper({ title: "t", arxiv_id: "2401.01234" }), "https://arxiv.org/abs/2401.01234"],
    [paper({ title: "t", arxiv_id: "arXiv:1706.03762v7", url: "https://example.org/p" }), "https://arxiv.org/abs/1706.03762v7"],
    [paper({ title: "t", arxiv_id: "hep-th/9901001" }), "https://arxiv.org/abs/hep-th/9901001"],
    [paper({ title: "t", url: "https://openalex.org/W1" }), "https://openalex.org/W1"],
    [paper({ title: "t", arxiv_id: "../../evil", url: "https://example.org/p" }), "https://example.org/p"],
    [paper({ title: "t", url: "javascript:alert(1)" }), undefined],
    [paper({ title: "t", url: "data:text/html,<script>alert(1)</script>" }), undefined],
    [paper({ title: "t" }), undefined],
  ])("%j opens %s", (item, link) => {
    expect(paperLink(item)).toBe(link);
  });

  it("a repository opens its link, never a script URL", () => {
    expect(repositoryLink(repo({ link: "https://github.com/a/b", name: "b" }))).toBe("https://github.com/a/b");
    expect(repositoryLink(repo({ link: "javascript:alert(1)", name: "b" }))).toBeUndefined();
  });

  it("reads arXiv ids only in their real forms", () => {
    expect(arxivId({ arxiv_id: " 2301.00001 " })).toBe("2301.00001");
    expect(arxivId({ arxiv_id: "2301.00001?x=1" })).toBeUndefined();
    expect(safeHttpUrl("HTTPS://Example.org/a b")).toBe("https://example.org/a%20b");
  });
});
