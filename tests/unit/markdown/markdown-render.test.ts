import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import ReactMarkdown from "react-markdown";
import rehypeKatex from "rehype-katex";
import remarkMath from "remark-math";
import { describe, expect, it } from "vitest";
import { Markdown } from "@/components/markdown/markdown";
import { katexOptions, safeMarkdownUrl } from "@/components/markdown/markdown-safety";

// DESIGN §3 "markdown", issue 7 item 5: if these fail, a report (written by a model reading untrusted papers) can
// run script in the reader's session, formulas lose their layout, or citations stop leading to their sources.
const render = (text: string, citedPaperLinks?: (string | undefined)[]) => renderToStaticMarkup(createElement(Markdown, { text, citedPaperLinks }));

describe("hostile Markdown renders inert", () => {
  it.each([
    ["a script tag", "Intro <script>alert(1)</script> end", /<script/i],
    ["a script block", "<script>alert(1)</script>\n\nafter", /<script/i],
    ["an event handler", "x <img src=x onerror=alert(1)> y", /onerror|<img/i],
    ["raw HTML with a javascript: link", 'x <a href="javascript:alert(1)">z</a>', /javascript:/i],
    ["a javascript: Markdown link", "[x](javascript:alert(1))", /javascript:/i],
    ["an entity-encoded javascript: link", "[x](jav&#x61;script:alert(1))", /javascript:|href="jav/i],
    ["a data: link", "[x](data:text/html,<script>alert(1)</script>)", /href="data:/i],
    ["a javascript: reference link", "[x][r]\n\n[r]: javascript:alert(1)", /javascript:/i],
    ["an iframe", "<iframe src=https://evil.example></iframe>", /<iframe/i],
    ["a style tag", "<style>body{display:none}</style>", /<style/i],
    ["KaTeX \\href", "$\\href{javascript:alert(1)}{x}$", /href="javascript|<a /i],
    ["KaTeX \\url", "$\\url{javascript:alert(1)}$", /<a /i],
    ["KaTeX \\htmlData", "$\\htmlData{foo=1}{x}$", /data-foo/i],
    ["KaTeX \\htmlId and \\htmlClass", "$\\htmlId{x}{y}\\htmlClass{z}{w}$", /id="x"|class="z"/i],
    ["KaTeX \\includegraphics", "$\\includegraphics{https://evil.example/x.png}$", /<img/i],
  ])("%s", (_case, text, forbidden) => {
    expect(render(text)).not.toMatch(forbidden);
  });

  it("keeps the text of removed links and marks them as plain text", () => {
    expect(render("[click me](javascript:alert(1))")).toBe('<div class="md-report "><p><span>click me</span></p></div>');
  });

  it("opens outside links in a new tab without opener, referrer or ranking credit", () => {
    expect(render("[a](https://arxiv.org/abs/1) <https://example.org> [m](mailto:x@y.z)")).toContain(
      '<a href="https://arxiv.org/abs/1" target="_blank" rel="noopener noreferrer nofollow">a</a>',
    );
  });

  it.each([
    ["https://x.org", "https://x.org"],
    ["mailto:a@b.c", "mailto:a@b.c"],
    ["#source-1", "#source-1"],
    ["javascript:alert(1)", undefined],
    [" JAVASCRIPT:alert(1)", undefined],
    ["data:text/html,x", undefined],
    ["relative/path", undefined],
    ["//evil.example", undefined],
  ])("URL %j → %j", (url, kept) => {
    expect(safeMarkdownUrl(url)).toBe(kept);
  });

  it("shows images as links to them, never loading them", () => {
    expect(render("![chart](https://x.org/c.png)")).toBe(
      '<div class="md-report "><p><a href="https://x.org/c.png" target="_blank" rel="noopener noreferrer nofollow">[image: chart]</a></p></div>',
    );
  });
});

describe("math", () => {
  const formulas = [
    "\\frac{a}{b}+\\sqrt{x^2}",
    "\\color{red}{x}\\widehat{abc}\\overrightarrow{AB}",
    "\\begin{pmatrix}1&2\\\\3&4\\end{pmatrix}",
    "\\rule{1em}{2em}\\mathbb{R}\\boxed{x}\\cancel{y}\\xrightarrow{abc}",
    "\\sum_{i=1}^{n} \\int_0^\\infty e^{-x} dx \\quad \\underbrace{a+b}_{c} \\overbrace{d}^{e} \\sqrt[3]{x}",
    "\\begin{aligned} a &= b \\\\ c &= d \\end{aligned} \\xleftarrow[under]{over} \\not= \\phantom{x} \\text{text}",
  ];
  const display = /<span class="katex-display">[\s\S]*<\/span>/;
  const block = (tex: string) => `$$\n${tex}\n$$`;
  const katexOnly = (tex: string) =>
    renderToStaticMarkup(createElement(ReactMarkdown, { remarkPlugins: [remarkMath], rehypePlugins: [[rehypeKatex, katexOptions]] }, block(tex)));

  it.each(formulas)("the sanitizer keeps all of KaTeX's output for %s", (tex) => {
    const unsanitized = katexOnly(tex).match(display)?.[0];
    expect(unsanitized).toBeDefined();
    expect(render(block(tex)).match(display)?.[0]).toBe(unsanitized);
  });

  it("limits sizes and macro expansion instead of hanging or throwing", () => {
    const html = render("$\\def\\a{\\a\\a}\\a$ and $\\rule{1000em}{1000em}$");
    expect(html).toContain("katex");
    // The source stays in the MathML annotation; the drawn rule is capped.
    expect(html).not.toMatch(/width:1000em/);
  });
});

describe("citations", () => {
  const report = [
    "# Survey",
    "",
    "Transformers scale well [1]. Retrieval helps [2, 3]. Code `[1]` and [a link [1]](https://x.org) stay.",
    "",
    "## References",
    "[1] Vaswani, A. et al. (2017). Attention Is All You Need. https://arxiv.org/abs/1706.03762",
    "[2] Lewis, P. (2020). Retrieval-Augmented Generation. https://arxiv.org/abs/2005.11401",
  ].join("\n");

  it("makes each References line an entry with its anchor", () => {
    const html = render(report);
    expect(html).toContain('<ul class="report-sources">');
    expect(html).toContain('<li id="user-content-source-1">[1] Vaswani, A. et al. (2017). Attention Is All You Need. <a href="https://arxiv.org/abs/1706.03762"');
    expect(html).toContain('<li id="user-content-source-2">');
  });

  it("links markers to their entries, or else to the cited paper's page, and leaves code and links alone", () => {
    const html = render(report, [undefined, undefined, "https://arxiv.org/abs/2312.10997"]);
    expect(html).toContain('scale well [<a class="report-citation" href="#source-1">1</a>]');
    expect(html).toContain('[<a class="report-citation" href="#source-2">2</a>, <a class="report-citation" href="https://arxiv.org/abs/2312.10997" target="_blank" rel="noopener noreferrer nofollow">3</a>]');
    expect(html).toContain("<code>[1]</code>");
    expect(html).toContain('<a href="https://x.org" target="_blank" rel="noopener noreferrer nofollow">a link [1]</a>');
  });

  it("leaves markers unlinked when nothing is known about them", () => {
    expect(render("A claim [4].")).toBe('<div class="md-report "><p>A claim [4].</p></div>');
  });
});
