import { describe, expect, it } from "vitest";
import { patchText } from "@/lib/backend/agents/experiment/patch-text";

/** patch_file changes exactly one place, or nothing with a reason the model can act on (issue 17: read errors → fix). */
const source = "import numpy as np\nfrom sklearn.linear_model import LogisticRegresion\n\nmodel = LogisticRegresion()\n";

describe("patchText", () => {
  it("replaces the one occurrence", () => {
    const patched = patchText("a = 1\nb = 2\n", "b = 2", "b = 3", "x.py");
    expect(patched).toEqual({ ok: true, text: "a = 1\nb = 3\n" });
  });

  it("refuses a search text that is absent, saying to copy it exactly", () => {
    const patched = patchText(source, "LogisticRegression()", "X()", "train.py");
    expect(patched).toMatchObject({ ok: false, reason: expect.stringMatching(/^The search text was not found in train\.py\. Read the file/) });
  });

  it("refuses an ambiguous search text, counting its occurrences, and changes nothing", () => {
    const patched = patchText(source, "LogisticRegresion", "LogisticRegression", "train.py");
    expect(patched).toEqual({
      ok: false,
      reason: "The search text occurs 2 times in train.py; nothing was changed. Include more of the surrounding lines so it occurs once.",
    });
  });

  it("counts occurrences that do not overlap and keeps replacement text literal", () => {
    expect(patchText("aaa", "aa", "b", "f")).toEqual({ ok: true, text: "ba" });
    expect(patchText("x = 1", "1", "$& $1", "f")).toEqual({ ok: true, text: "x = $& $1" });
  });
});
