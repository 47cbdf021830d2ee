import { describe, expect, it } from "vitest";
import { cssValueReachesOut, isLocalReference, safeImageSource, safeInlineStyle, safeOutputLink } from "@/lib/domain/notebook/output-html-rules";

/** What a user would notice: an output that fetches from elsewhere, runs script, or covers the page. */
describe("safeOutputLink", () => {
  it.each([
    ["https://example.org/a", "https://example.org/a"],
    ["  http://example.org ", "http://example.org"],
    ["mailto:a@b.c", "mailto:a@b.c"],
    ["#section", "#section"],
    ["javascript:alert(1)", undefined],
    [" JaVaScRiPt:alert(1)", undefined],
    ["data:text/html,<script>", undefined],
    ["vbscript:x", undefined],
    ["/relative", undefined],
    ["//evil.example", undefined],
  ])("%j → %j", (url, safe) => {
    expect(safeOutputLink(url)).toBe(safe);
  });
});

describe("safeImageSource", () => {
  it.each([
    ["data:image/png;base64,iVBORw0KGgo=", "data:image/png;base64,iVBORw0KGgo="],
    ["DATA:image/JPEG;base64,/9j/4AAQ", "data:image/jpeg;base64,/9j/4AAQ"],
    ["data:image/svg+xml;base64,PHN2Zz4=", undefined],
    ["data:image/png;base64,not base64", undefined],
    ["https://evil.example/track.png", undefined],
    ["x", undefined],
  ])("%j → %j", (url, safe) => {
    expect(safeImageSource(url)).toBe(safe);
  });
});

describe("isLocalReference", () => {
  it.each([
    ["#grad-1", true],
    ["#a:b.c", true],
    ["https://evil.example/#x", false],
    ["data:image/png;base64,x", false],
    ["#", false],
  ])("%j → %s", (url, local) => {
    expect(isLocalReference(url)).toBe(local);
  });
});

describe("cssValueReachesOut", () => {
  it.each([
    ["red", false],
    ["url(#grad)", false],
    ["url( '#grad' )", false],
    ["url(https://evil.example/x.png)", true],
    ["URL( \"//evil.example\" )", true],
    ["u\\72 l(https://evil.example)", true],
    ["image-set('a.png' 1x)", true],
    ["expression(alert(1))", true],
    ["url(#a), url(https://evil.example)", true],
  ])("%j → %s", (value, reaches) => {
    expect(cssValueReachesOut(value)).toBe(reaches);
  });
});

describe("safeInlineStyle", () => {
  it.each([
    ["text-align: right; color: red", "text-align: right; color: red"],
    ["background-color: #eee; BORDER: 1px solid black;", "background-color: #eee; border: 1px solid black"],
    ["position: fixed; top: 0; z-index: 9999; width: 100vw", "width: 100vw"],
    ["background: url(https://evil.example/bg.png); color: blue", "color: blue"],
    ["background-color: url(https://evil.example/x)", ""],
    ["transform: scale(10); margin-left: -9999px", ""],
    ["color: red</style><script>", ""],
    ["font-family: \\75rl(x)", ""],
    ["garbage", ""],
  ])("%j → %j", (style, safe) => {
    expect(safeInlineStyle(style)).toBe(safe);
  });
});
