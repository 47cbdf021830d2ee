import { describe, expect, it } from "vitest";
import { NotebookMessage } from "@/lib/domain/notebook/notebook-messages";
import type { NotebookCellView, NotebookOutputView, NotebookView } from "@/lib/domain/notebook/notebook-view-model";
import { headingMarkdown, readNotebook } from "@/lib/domain/notebook/read-notebook";
import { notebookFixture } from "./notebook-fixtures";

/** What a user would notice: a notebook that does not open, or a part of it shown wrong or not at all. */
function opened(json: unknown): NotebookView {
  const reading = readNotebook(json);
  if (!reading.ok) throw new Error(`refused: ${reading.message}`);
  return reading.notebook;
}
const codeCells = (notebook: NotebookView) => notebook.cells.filter((cell): cell is Extract<NotebookCellView, { kind: "code" }> => cell.kind === "code");
const outputsOf = (notebook: NotebookView): NotebookOutputView[] => codeCells(notebook).flatMap((cell) => cell.outputs);
const richMimes = (notebook: NotebookView) => outputsOf(notebook).flatMap((output) => (output.kind === "rich" ? [output.mime] : []));

describe("readNotebook: whole-notebook refusals", () => {
  it.each([
    ["format 2 (the generated fixture)", notebookFixture("format-2.ipynb"), NotebookMessage.tooOld],
    ["format 1", { nbformat: 1, cells: [] }, NotebookMessage.tooOld],
    ["format 5 (newer than we know)", { nbformat: 5, cells: [] }, NotebookMessage.unsupportedFormat],
    ["no version", { cells: [] }, NotebookMessage.unsupportedFormat],
    ["a version that is text", { nbformat: "4", cells: [] }, NotebookMessage.unsupportedFormat],
    ["format 4 without cells", { nbformat: 4, worksheets: [{ cells: [] }] }, NotebookMessage.unsupportedFormat],
    ["format 3 without worksheets", { nbformat: 3 }, NotebookMessage.unsupportedFormat],
    ["cells that are not a list", { nbformat: 4, cells: {} }, NotebookMessage.unsupportedFormat],
    ["a JSON array", [], NotebookMessage.unsupportedFormat],
    ["a JSON string", "notebook", NotebookMessage.unsupportedFormat],
    ["null", null, NotebookMessage.unsupportedFormat],
  ])("%s → %s", (_label, json, message) => {
    expect(readNotebook(json)).toEqual({ ok: false, message });
  });

  it("opens an empty notebook with no cells", () => {
    expect(opened({ nbformat: 4, nbformat_minor: 5, metadata: {}, cells: [] }).cells).toEqual([]);
  });
});

describe("readNotebook: nbformat 3 (worksheets, heading cells, pyout)", () => {
  const notebook = opened(notebookFixture("format-3-worksheets.ipynb"));

  it("joins the worksheets' cells in order and turns heading cells into Markdown headings of their level", () => {
    expect(notebook.cells.map((cell) => cell.kind)).toEqual(["markdown", "markdown", "markdown", "code", "code", "code", "code", "code", "raw"]);
    expect(notebook.cells[0]).toEqual({ kind: "markdown", text: "# Notebook in format 3" });
    expect(notebook.cells[2]).toEqual({ kind: "markdown", text: "## Outputs" });
  });

  it("reads code from input and the prompt from prompt_number", () => {
    const [first] = codeCells(notebook);
    expect(first).toMatchObject({ source: "import pandas as pd\npd.DataFrame({'a': [1, 2]})", prompt: 1, language: "python" });
  });

  it("maps pyout and display_data payload keys to mime types in Jupyter's order", () => {
    expect(richMimes(notebook)).toEqual(["text/html", "image/png", "text/latex", "image/svg+xml"]);
    const png = outputsOf(notebook).find((output) => output.kind === "rich" && output.mime === "image/png");
    expect(png).toMatchObject({ prompt: 2 });
    expect(png?.kind === "rich" && png.value).toMatch(/^data:image\/png;base64,iVBORw0KGgo[A-Za-z0-9+/]+=*$/);
  });

  it("reads streams by their v3 name and pyerr as an error with its ANSI traceback", () => {
    const outputs = outputsOf(notebook);
    expect(outputs.filter((output) => output.kind === "stream")).toEqual([
      { kind: "stream", name: "stdout", text: "drawing\n" },
      { kind: "stream", name: "stderr", text: "a warning\n" },
    ]);
    const error = outputs.find((output) => output.kind === "error");
    expect(error).toMatchObject({ ename: "ZeroDivisionError", evalue: "division by zero" });
    expect(error?.kind === "error" && error.traceback).toContain("\u001b[0;31mZeroDivisionError\u001b[0m: division by zero");
  });

  it("says 'unsupported pyout format' for a pyout with no payload it knows, and shows the next output", () => {
    const outputs = outputsOf(opened(notebookFixture("unsupported-pyout.ipynb")));
    expect(outputs).toEqual([
      { kind: "unsupported", message: NotebookMessage.unsupportedPyoutFormat },
      { kind: "rich", mime: "text/plain", value: "still shown", prompt: 1 },
    ]);
  });
});

describe("readNotebook: nbformat 4", () => {
  const notebook = opened(notebookFixture("format-4-everything.ipynb"));

  it("reads every cell type", () => {
    expect(new Set(notebook.cells.map((cell) => cell.kind))).toEqual(new Set(["markdown", "raw", "code"]));
    expect(notebook.cells[1]).toEqual({ kind: "raw", text: "raw cell: <i>shown as text</i>" });
    expect(codeCells(notebook).at(-1)).toEqual({ kind: "code", source: "", prompt: null, language: "python", outputs: [] });
  });

  it("picks one payload per output in Jupyter's order", () => {
    expect(richMimes(notebook)).toEqual([
      "text/plain",
      "text/html",
      "image/png",
      "image/jpeg",
      "image/svg+xml",
      "text/latex",
      "text/markdown",
      "application/json",
      // application/javascript beside text/plain: the text shows, the script never runs.
      "text/plain",
    ]);
  });

  it("keeps an image's size from the metadata and shows JSON pretty-printed", () => {
    const outputs = outputsOf(notebook);
    expect(outputs.find((output) => output.kind === "rich" && output.mime === "image/png")).toMatchObject({ width: 180, height: 120 });
    expect(outputs.find((output) => output.kind === "rich" && output.mime === "application/json")).toMatchObject({
      value: JSON.stringify({ answer: 42, items: [1, 2] }, null, 2),
    });
  });

  it("notes a script-only output instead of running it", () => {
    expect(outputsOf(notebook).filter((output) => output.kind === "script-skipped")).toHaveLength(1);
  });

  it("replaces an unknown cell or output type by its message in place, and shows the rest", () => {
    const parts = opened(notebookFixture("unsupported-parts.ipynb"));
    expect(parts.cells.map((cell) => cell.kind)).toEqual(["markdown", "unsupported", "code", "markdown"]);
    expect(parts.cells[1]).toEqual({ kind: "unsupported", message: NotebookMessage.unsupportedFormat });
    expect(outputsOf(parts)).toEqual([
      { kind: "unsupported", message: NotebookMessage.unsupportedOutputType },
      { kind: "unsupported", message: NotebookMessage.unsupportedFormat },
      { kind: "stream", name: "stdout", text: "still shown\n" },
    ]);
  });

  it.each([
    ["a stream without text", { output_type: "stream", name: "stdout" }, NotebookMessage.unsupportedFormat],
    ["an error without a name", { output_type: "error", evalue: "x" }, NotebookMessage.unsupportedFormat],
    ["no output_type", { data: { "text/plain": "x" } }, NotebookMessage.unsupportedOutputType],
    ["a PNG that is not base64", { output_type: "display_data", data: { "image/png": "x\" onerror=\"alert(1)" } }, NotebookMessage.unsupportedFormat],
  ])("refuses %s in place", (_label, output, message) => {
    const cell = { cell_type: "code", source: "", execution_count: 1, outputs: [output] };
    expect(outputsOf(opened({ nbformat: 4, cells: [cell] }))).toEqual([{ kind: "unsupported", message }]);
  });

  it("shows an error without traceback as its name and value, and redraws carriage-return progress", () => {
    const cell = {
      cell_type: "code",
      source: "",
      outputs: [
        { output_type: "error", ename: "KeyError", evalue: "'x'", traceback: [] },
        { output_type: "stream", name: "stderr", text: ["10%\r50%\r100%\n", "done\n"] },
      ],
    };
    expect(outputsOf(opened({ nbformat: 4, cells: [cell] }))).toEqual([
      { kind: "error", ename: "KeyError", evalue: "'x'", traceback: "KeyError: 'x'" },
      { kind: "stream", name: "stderr", text: "100%\ndone\n" },
    ]);
  });

  it("takes the code language from the kernel and a v3 cell's own language", () => {
    const r = opened({ nbformat: 4, metadata: { kernelspec: { language: "R" } }, cells: [{ cell_type: "code", source: "1" }] });
    expect(codeCells(r)[0]?.language).toBe("R");
    const v3 = opened({ nbformat: 3, worksheets: [{ cells: [{ cell_type: "code", input: "1", language: "julia" }] }] });
    expect(codeCells(v3)[0]?.language).toBe("julia");
  });
});

describe("headingMarkdown", () => {
  it.each([
    ["Title", 1, "# Title"],
    ["Deep", 9, "###### Deep"],
    ["Zero", 0, "# Zero"],
    ["No level", undefined, "# No level"],
    ["two\nlines", 2, "## two lines"],
  ])("%s at level %s → %s", (source, level, markdown) => {
    expect(headingMarkdown(source, level)).toBe(markdown);
  });
});
