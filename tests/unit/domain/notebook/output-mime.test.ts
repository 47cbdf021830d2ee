import { describe, expect, it } from "vitest";
import { choosePayload, cleanBase64, latexAsMarkdown, v3MimeBundle } from "@/lib/domain/notebook/output-mime";

/** What a user would notice: an output shown in a form Jupyter would not pick, a script run, or math not drawn. */
describe("choosePayload (Jupyter's preference order)", () => {
  const all = {
    "text/plain": "plain",
    "application/json": { a: 1 },
    "image/jpeg": "/9j/4AAQ",
    "image/png": "iVBORw0K",
    "image/svg+xml": "<svg/>",
    "text/latex": "x^2",
    "text/markdown": "*md*",
    "text/html": "<b>html</b>",
    "application/javascript": "alert(1)",
  };
  const without = (...mimes: string[]) => Object.fromEntries(Object.entries(all).filter(([mime]) => !mimes.includes(mime)));

  it.each([
    [all, "text/html"],
    [without("text/html"), "text/markdown"],
    [without("text/html", "text/markdown"), "text/latex"],
    [without("text/html", "text/markdown", "text/latex"), "image/svg+xml"],
    [without("text/html", "text/markdown", "text/latex", "image/svg+xml"), "image/png"],
    [without("text/html", "text/markdown", "text/latex", "image/svg+xml", "image/png"), "image/jpeg"],
    [without("text/html", "text/markdown", "text/latex", "image/svg+xml", "image/png", "image/jpeg"), "application/json"],
    [{ "application/javascript": "alert(1)", "text/plain": "plain" }, "text/plain"],
  ])("%# picks %s", (bundle, mime) => {
    expect(choosePayload(bundle)).toMatchObject({ kind: "payload", mime });
  });

  it("never picks script: script alone is reported, to be noted and not run", () => {
    expect(choosePayload({ "application/javascript": "alert(1)" })).toEqual({ kind: "script-only" });
    expect(choosePayload({ "text/javascript": "alert(1)" })).toEqual({ kind: "script-only" });
  });

  it("skips a payload it cannot read for the next one, and says none when nothing is left", () => {
    expect(choosePayload({ "image/png": "not base64!", "text/plain": "fallback" })).toEqual({ kind: "payload", mime: "text/plain", value: "fallback" });
    expect(choosePayload({ "text/html": 42 })).toEqual({ kind: "none" });
    expect(choosePayload({ "application/pdf": "JVBER" })).toEqual({ kind: "none" });
  });

  it("joins line lists and builds image data: URLs from validated base64 without line breaks", () => {
    expect(choosePayload({ "text/html": ["<b>", "x</b>"] })).toEqual({ kind: "payload", mime: "text/html", value: "<b>x</b>" });
    expect(choosePayload({ "image/png": "iVBO\nRw0K\n" })).toEqual({ kind: "payload", mime: "image/png", value: "data:image/png;base64,iVBORw0K" });
  });

  it("pretty-prints JSON, whether stored as a value (v4) or as JSON text (v3)", () => {
    expect(choosePayload({ "application/json": '{"a":[1]}' })).toMatchObject({ value: '{\n  "a": [\n    1\n  ]\n}' });
    expect(choosePayload({ "application/json": "not json" })).toMatchObject({ value: "not json" });
  });
});

describe("v3MimeBundle", () => {
  it("renames nbformat 3's payload keys as nbformat's own upgrade does, dropping the rest", () => {
    expect(v3MimeBundle({ output_type: "pyout", prompt_number: 1, text: "t", html: "h", png: "p", jpeg: "j", svg: "s", latex: "l", json: "{}", javascript: "js", pdf: "x" })).toEqual({
      "text/plain": "t",
      "text/html": "h",
      "image/png": "p",
      "image/jpeg": "j",
      "image/svg+xml": "s",
      "text/latex": "l",
      "application/json": "{}",
      "application/javascript": "js",
    });
  });
});

describe("cleanBase64", () => {
  it.each([
    ["iVBORw0KGgo=", "iVBORw0KGgo="],
    ["iVBO Rw0K\nGgo=", "iVBORw0KGgo="],
    ["iVBORw0KGgo", undefined],
    ["", undefined],
    ["javascript:alert(1)", undefined],
    ["abc=def=", undefined],
  ])("%j → %j", (input, output) => {
    expect(cleanBase64(input)).toBe(output);
  });
});

describe("latexAsMarkdown", () => {
  it.each([
    ["$x^2$", "$x^2$"],
    ["$$\\frac{a}{b}$$", "$$\n\\frac{a}{b}\n$$"],
    ["$$\nx\n$$", "$$\nx\n$$"],
    ["\\[ a + b \\]", "$$\na + b\n$$"],
    ["\\begin{aligned} y &= x \\end{aligned}", "$$\n\\begin{aligned} y &= x \\end{aligned}\n$$"],
  ])("%j → %j", (latex, markdown) => {
    expect(latexAsMarkdown(latex)).toBe(markdown);
  });
});
