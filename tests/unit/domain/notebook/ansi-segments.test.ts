import { describe, expect, it } from "vitest";
import { ansiSegments, paletteColor } from "@/lib/domain/notebook/ansi-segments";

/** What a user would notice: a traceback shown with escape codes, without colours, or as markup. */
describe("ansiSegments", () => {
  it("colours IPython's traceback and keeps its text as text", () => {
    expect(ansiSegments("\u001b[0;31mZeroDivisionError\u001b[0m: <b>x</b>")).toEqual([
      { text: "ZeroDivisionError", className: "text-red-600" },
      { text: ": <b>x</b>", className: "" },
    ]);
  });

  it("reads bold, backgrounds, bright colours, 256 colours and true colour", () => {
    expect(ansiSegments("\u001b[1;32mok\u001b[0m\u001b[41;97mbg\u001b[0m\u001b[38;5;196mp\u001b[38;2;10;20;30mt")).toEqual([
      { text: "ok", className: "text-green-700 font-bold" },
      { text: "bg", className: "text-neutral-300 bg-red-100" },
      { text: "p", className: "", color: "rgb(255, 0, 0)" },
      { text: "t", className: "", color: "rgb(10, 20, 30)" },
    ]);
  });

  it("drops escape codes it does not draw (cursor moves) and empty pieces", () => {
    const segments = ansiSegments("a\u001b[2Kb\u001b[0m");
    expect(segments.map((segment) => segment.text).join("")).toBe("ab");
    expect(segments.every((segment) => segment.text !== "")).toBe(true);
  });
});

describe("paletteColor", () => {
  it.each([
    [16, "rgb(0, 0, 0)"],
    [196, "rgb(255, 0, 0)"],
    [231, "rgb(255, 255, 255)"],
    [232, "rgb(8, 8, 8)"],
    [255, "rgb(238, 238, 238)"],
    [3, undefined],
    [256, undefined],
  ])("%s → %s", (n, color) => {
    expect(paletteColor(n)).toBe(color);
  });
});
