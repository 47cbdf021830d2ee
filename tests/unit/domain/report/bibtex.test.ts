import { describe, expect, it } from "vitest";
import { bibtexAuthors, bibtexOf, bibtexUrl, citationKey, escapeBibtex } from "@/lib/domain/report/bibtex";

// Issue 7 item 5: if these fail, the BibTeX export does not load in a reference manager, a title with LaTeX
// specials breaks the whole file, or entries collide on one key.
describe("escaping", () => {
  it.each([
    ["Plain title", "Plain title"],
    ["50% & more", "50\\% \\& more"],
    ["$x_1^2$ #1 ~ok", "\\$x\\_1\\textasciicircum{}2\\$ \\#1 \\textasciitilde{}ok"],
    ["A {lone brace", "A \\textbraceleft{}lone brace"],
    ["back\\slash}", "back\\textbackslash{}slash\\textbraceright{}"],
    ["line\nbreak\t and   spaces", "line break and spaces"],
    ["@misc{evil, title={x}}", "@misc\\textbraceleft{}evil, title=\\textbraceleft{}x\\textbraceright{}\\textbraceright{}"],
  ])("%j → %j", (text, escaped) => {
    expect(escapeBibtex(text)).toBe(escaped);
  });

  it("keeps every field's braces balanced whatever the title holds", () => {
    const bib = bibtexOf({ papers: [{ title: "}{ }}} {{", authors: ["{A}"] }], repositories: [] });
    let depth = 0;
    for (const char of bib.replace(/\\textbrace(left|right)\{\}/g, "")) {
      if (char === "{") depth += 1;
      if (char === "}") depth -= 1;
      expect(depth).toBeGreaterThanOrEqual(0);
    }
    expect(depth).toBe(0);
  });

  it("percent-encodes braces, backslashes and spaces in URLs", () => {
    expect(bibtexUrl("https://x.org/a b{c}\\d")).toBe("https://x.org/a%20b%7Bc%7D%5Cd");
  });

  it("joins authors with 'and' and keeps organisation names whole", () => {
    expect(bibtexAuthors(["Ashish Vaswani", "Noam Shazeer"])).toBe("Ashish Vaswani and Noam Shazeer");
    expect(bibtexAuthors(["Research and Development Team", "B"])).toBe("{Research and Development Team} and B");
  });
});

describe("entries", () => {
  it("writes an arXiv paper as @misc with eprint and archivePrefix", () => {
    const bib = bibtexOf({
      papers: [{ id: "p1", arxiv_id: "1706.03762", title: "Attention Is All You Need", year: 2017, authors: "Ashish Vaswani, Noam Shazeer, Niki Parmar, Jakob Uszkoreit" }],
      repositories: [],
    });
    expect(bib).toBe(
      [
        "@misc{vaswani2017attention,",
        "  title = {Attention Is All You Need},",
        "  author = {Ashish Vaswani and Noam Shazeer and Niki Parmar and Jakob Uszkoreit},",
        "  year = {2017},",
        "  eprint = {1706.03762},",
        "  archivePrefix = {arXiv},",
        "  url = {https://arxiv.org/abs/1706.03762},",
        "}",
        "",
      ].join("\n"),
    );
  });

  it("writes a paper that names its journal as @article, and one without a link without url", () => {
    const bib = bibtexOf({ papers: [{ title: "On Graphs", year: "2020-05-01", authors: ["Doe, Jane"], journal: "J. Graphs" }], repositories: [] });
    expect(bib).toContain("@article{doe2020graphs,");
    expect(bib).toContain("  journal = {J. Graphs},");
    expect(bib).toContain("  year = {2020},");
    expect(bib).not.toContain("url =");
  });

  it("writes a repository as @misc with howpublished", () => {
    const bib = bibtexOf({ papers: [], repositories: [{ link: "https://github.com/huggingface/transformers", name: "transformers", author: "huggingface", stars: 1, year: 2024, description: "State-of-the-art ML" }] });
    expect(bib).toContain("@misc{huggingface2024transformers,");
    expect(bib).toContain("  howpublished = {\\url{https://github.com/huggingface/transformers}},");
    expect(bib).toContain("  title = {transformers: State-of-the-art ML},");
  });

  it("never writes a script URL and makes colliding keys unique", () => {
    const bib = bibtexOf({
      papers: [
        { title: "Same", year: 2020, authors: ["A Smith"], url: "javascript:alert(1)" },
        { title: "Same", year: 2020, authors: ["B Smith"] },
      ],
      repositories: [],
    });
    expect(bib).not.toContain("javascript");
    expect(bib.match(/@misc\{(\w+),/g)).toEqual(["@misc{smith2020same,", "@misc{smith2020samea,"]);
  });

  it("is empty without sources, and keys fall back when nothing is known", () => {
    expect(bibtexOf({ papers: [], repositories: [] })).toBe("");
    expect(citationKey(undefined, "", "Über die Ä")).toBe("uber");
    expect(citationKey(undefined, "", "")).toBe("source");
  });
});
