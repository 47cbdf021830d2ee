import { describe, expect, it } from "vitest";
import { MAX_FILE_SIZE_BYTES, MAX_TOTAL_FILE_SIZE_BYTES } from "@/lib/contract/constants";
import { admitFiles, attachBlock, fileKindOf, uploadFailedMessage } from "@/lib/domain/files/attachments";
import { contentTypeForFileName, fileExtension } from "@/lib/domain/files/file-types";

const MB = 1024 * 1024;
const file = (name: string, size: number) => ({ name, size });

// Spec §5 Upload: what a user reads when a file cannot be attached, and which files stay attached.
describe("admitFiles (500MB each, 2000MB in total)", () => {
  it.each([
    ["a file exactly at 500 MB", 0, [file("a.pdf", MAX_FILE_SIZE_BYTES)], ["a.pdf"], []],
    ["one byte over 500 MB", 0, [file("a.pdf", MAX_FILE_SIZE_BYTES + 1)], [], ["File size exceeds 500MB limit."]],
    ["the total exactly at 2000 MB", 1500 * MB, [file("b.csv", 500 * MB)], ["b.csv"], []],
    ["one byte over the total", 1500 * MB + 1, [file("b.csv", 500 * MB)], [], ["Total file size exceeds 2GB limit."]],
    [
      "only the offending file is left out; a later smaller one still fits",
      1600 * MB,
      [file("big.bin", 450 * MB), file("small.txt", 300 * MB), file("huge.bin", 600 * MB)],
      ["small.txt"],
      ["Total file size exceeds 2GB limit.", "File size exceeds 500MB limit."],
    ],
    ["files of one pick count towards the total together", 0, [400, 400, 400, 400, 400, 1].map((s, i) => file(`f${i}`, s * MB)), ["f0", "f1", "f2", "f3", "f4"], ["Total file size exceeds 2GB limit."]],
    ["empty files are fine", MAX_TOTAL_FILE_SIZE_BYTES, [file("empty.txt", 0)], ["empty.txt"], []],
  ])("%s", (_name, attached, incoming, accepted, messages) => {
    const admission = admitFiles(attached, incoming);
    expect(admission.accepted.map((f) => f.name)).toEqual(accepted);
    expect(admission.rejected.map((r) => r.message)).toEqual(messages);
  });
});

describe("attachBlock (spec §4: disabled while submitting or without an agent)", () => {
  it.each([
    [{ agentSelected: true, submitting: false }, undefined],
    [{ agentSelected: false, submitting: false }, { reason: "noAgent", message: "Please @ an agent before upload files." }],
    [{ agentSelected: true, submitting: true }, { reason: "submitting", message: undefined }],
    [{ agentSelected: false, submitting: true }, { reason: "submitting", message: undefined }],
  ])("%j → %j", (state, expected) => {
    expect(attachBlock(state)).toEqual(expected);
  });
});

describe("fileKindOf: PDF, Excel and Word by extension or media type, generic otherwise", () => {
  it.each([
    [{ name: "paper.pdf" }, "pdf"],
    [{ name: "PAPER.PDF" }, "pdf"],
    [{ name: "results.xlsx" }, "excel"],
    [{ name: "old.xls" }, "excel"],
    [{ name: "table.csv" }, "excel"],
    [{ name: "draft.docx" }, "word"],
    [{ name: "draft.doc" }, "word"],
    [{ name: "scan", type: "application/pdf" }, "pdf"],
    [{ name: "sheet", type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" }, "excel"],
    [{ name: "letter", type: "application/msword" }, "word"],
    [{ name: "report.bin", type: "application/pdf; name=x" }, "pdf"],
    [{ name: "notes.txt", type: "text/plain" }, "generic"],
    [{ name: "photo.png", type: "image/png" }, "generic"],
    [{ name: "no-extension" }, "generic"],
    [{ name: ".pdf" }, "generic"],
  ])("%j → %s", (input, kind) => {
    expect(fileKindOf(input)).toBe(kind);
  });
});

describe("content types by extension (what an upload slot is signed for)", () => {
  it.each([
    ["paper.pdf", "application/pdf"],
    ["data.XLSX", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
    ["draft.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
    ["t.csv", "text/csv"],
    ["readme.txt", "text/plain"],
    ["plot.png", "image/png"],
    ["photo.jpeg", "image/jpeg"],
    ["analysis.ipynb", "application/x-ipynb+json"],
    // Active content is never served as itself.
    ["page.html", "application/octet-stream"],
    ["logo.svg", "application/octet-stream"],
    ["archive", "application/octet-stream"],
    ["../../etc/passwd", "application/octet-stream"],
  ])("%s → %s", (name, type) => {
    expect(contentTypeForFileName(name)).toBe(type);
  });

  it.each([
    ["a/b/c.tar.gz", "gz"],
    ["dir.v2\\file", ""],
    ["trailing.", ""],
  ])("extension of %s is %j", (name, extension) => {
    expect(fileExtension(name)).toBe(extension);
  });
});

it("names a failed direct upload as spec §8 does", () => {
  expect(uploadFailedMessage(403)).toBe("Upload failed, status: 403");
});
