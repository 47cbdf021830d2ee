import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AttachmentButton } from "@/components/attachments/attachment-button";
import { AttachmentList } from "@/components/attachments/attachment-list";
import type { Attachment } from "@/lib/client/uploads/attachments-store";

const item = (overrides: Partial<Attachment>): Attachment => ({
  name: "paper.pdf",
  size: 10,
  type: "application/pdf",
  uid: "u1",
  fileId: null,
  realUrl: null,
  progress: 0.4,
  ...overrides,
});

const list = (files: Attachment[]) => renderToStaticMarkup(createElement(AttachmentList, { attachments: { files, remove: () => {} } }));
const button = (disabled: boolean, disabledReason?: string) =>
  renderToStaticMarkup(createElement(AttachmentButton, { attachments: { add: () => {}, disabled, disabledReason } }));

// Spec §4 File upload: a chip reads 'Uploading...' until its fileId is set, then offers a delete button.
describe("AttachmentList", () => {
  it("shows 'Uploading...' and no delete button while a file uploads", () => {
    const html = list([item({})]);
    expect(html).toContain("paper.pdf");
    expect(html).toContain("Uploading...");
    expect(html).not.toContain("Remove paper.pdf");
    expect(html).toContain('data-file-kind="pdf"');
  });

  it("offers 'Remove {name}' once uploaded, with the icon of each kind", () => {
    const html = list([
      item({ fileId: "f1" }),
      item({ uid: "u2", name: "t.xlsx", type: "", fileId: "f2" }),
      item({ uid: "u3", name: "d.docx", type: "", fileId: "f3" }),
      item({ uid: "u4", name: "n.txt", type: "text/plain", fileId: "f4" }),
    ]);
    expect(html).not.toContain("Uploading...");
    expect(html.match(/aria-label="Remove [^"]+"/g)).toEqual([
      'aria-label="Remove paper.pdf"',
      'aria-label="Remove t.xlsx"',
      'aria-label="Remove d.docx"',
      'aria-label="Remove n.txt"',
    ]);
    expect(html.match(/data-file-kind="(\w+)"/g)).toEqual(['data-file-kind="pdf"', 'data-file-kind="excel"', 'data-file-kind="word"', 'data-file-kind="generic"']);
  });

  it("renders nothing without files", () => {
    expect(list([])).toBe("");
  });
});

describe("AttachmentButton", () => {
  it("is a usable paper-clip button with an agent", () => {
    const html = button(false);
    expect(html).toContain('aria-label="Attach files"');
    expect(html).not.toContain("aria-disabled=");
    expect(html).not.toMatch(/<button[^>]*disabled=""/);
  });

  it("without an agent stays focusable but marked disabled, so its tooltip can explain", () => {
    const html = button(true, "Please @ an agent before upload files.");
    expect(html).toContain('aria-disabled="true"');
    expect(html).not.toMatch(/<button[^>]*disabled=""/);
  });

  it("is disabled outright while submitting", () => {
    expect(button(true)).toMatch(/<button[^>]*disabled=""/);
  });
});
