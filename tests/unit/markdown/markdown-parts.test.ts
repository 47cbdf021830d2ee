import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Markdown } from "@/components/markdown/markdown";
import { markdownParts } from "@/components/markdown/markdown-parts";
import { surveyReport } from "../../e2e/support/finished-survey";

// Issue 22: a long report renders in parts so the page is not blocked for the whole of it. If these fail, a cut
// lands inside code or math, or a part loses something defined in another (a citation's entry, a link definition).

const lines = (...text: string[]) => text.join("\n");

describe("markdownParts", () => {
  it("cuts before each # and ## heading, and the parts joined give the text back", () => {
    const text = lines("# Title", "intro", "", "## One", "a", "### Sub", "b", "## Two", "c");
    const { parts } = markdownParts(text);
    expect(parts).toEqual([lines("# Title", "intro", ""), lines("## One", "a", "### Sub", "b"), lines("## Two", "c")]);
    expect(parts.join("\n")).toBe(text);
  });

  it.each([
    ["backtick code", lines("## A", "```md", "## not a heading", "```", "## B")],
    ["tilde code", lines("## A", "~~~", "## not a heading", "```", "~~~", "## B")],
    ["display math", lines("## A", "$$", "## x", "$$", "## B")],
  ])("never cuts inside %s", (_kind, text) => {
    expect(markdownParts(text).parts.map((part) => part.split("\n")[0])).toEqual(["## A", "## B"]);
  });

  it("a fence left open runs to the end, as in CommonMark", () => {
    expect(markdownParts(lines("## A", "```", "## B")).parts).toHaveLength(1);
  });

  it.each([
    ["a link definition", lines("## A", "[x][r]", "## B", "[r]: https://example.org")],
    ["a footnote", lines("## A", "a[^1]", "## B", "[^1]: note")],
    ["an HTML block", lines("## A", "<div>", "## swallowed", "", "## B")],
    ["an HTML comment", lines("## A", "<!--", "", "## hidden", "-->", "## B")],
    ["a setext References heading", lines("## A", "see [1]", "References", "----------", "[1] x")],
  ])("keeps a text with %s whole", (_kind, text) => {
    expect(markdownParts(text).parts).toEqual([text]);
  });

  it("names the part holding the last References heading", () => {
    expect(markdownParts(lines("# T", "## References", "[1] a", "## Sources ##", "[1] b", "## After")).referencesPart).toBe(2);
    expect(markdownParts(lines("# T", "see [1]", "### References", "[1] a")).referencesPart).toBe(0);
    expect(markdownParts(lines("# T", "```", "## References", "```")).referencesPart).toBeUndefined();
  });
});

describe("a report rendered in parts", () => {
  // A link definition keeps a text whole (see above) and renders nothing: the same text rendered in one piece.
  const whole = (text: string) => `${text}\n\n[unused-definition]: https://example.org`;
  // Parts differ from one piece only by the newline text between two blocks, which renders as nothing.
  const render = (text: string, citedPaperLinks?: string[]) =>
    renderToStaticMarkup(createElement(Markdown, { text, citedPaperLinks })).replaceAll(">\n<", "><");

  it.each([
    ["the finished survey (math, hostile HTML inline, citations, References)", surveyReport],
    ["citations before a References list", lines("# R", "see [1] and [3]", "## Body", "more [2]", "## References", "1. [1] a", "2. [2] b")],
    ["an ordered References list", lines("# R", "see [2]", "## References", "1. first", "2. second")],
    ["no References: citations lead to the papers", lines("# R", "see [1]", "## Body", "and [2]")],
    ["code, tables and nested headings", lines("# R", "```ts", "## x", "```", "## T", "| a | b |", "| - | - |", "| 1 | 2 |", "### Sub", "- item")],
  ])("renders %s exactly as in one piece", (_case, text) => {
    const links = ["https://arxiv.org/abs/1", "https://arxiv.org/abs/2", "https://arxiv.org/abs/3"];
    expect(markdownParts(text).parts.length).toBeGreaterThan(1);
    expect(render(text, links)).toBe(render(whole(text), links));
  });
});
