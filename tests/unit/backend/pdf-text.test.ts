import { describe, expect, it } from "vitest";
import { DEFAULT_PDF_LIMITS, pdfText, PdfTextError } from "@/lib/backend/papers/pdf-text";
import { minimalPdf } from "../../fixtures/fake-papers/minimal-pdf";

/**
 * Issue 13, defect 9: a PDF is data from anywhere. Its text is extracted in a worker thread with a time limit, a
 * heap limit and a page cap, so a hostile or huge PDF costs one failed read (the agent falls back to the abstract),
 * never the server's event loop or memory.
 */
function pagedPdf(pageTexts: readonly string[]): Uint8Array {
  const pageIds = pageTexts.map((_, index) => 4 + index * 2);
  const objects = ["<< /Type /Catalog /Pages 2 0 R >>", `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pageTexts.length} >>`];
  objects.push("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>");
  pageTexts.forEach((text, index) => {
    const content = `BT /F1 11 Tf 56 780 Td (${text}) Tj ET`;
    objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents ${(pageIds[index] ?? 0) + 1} 0 R /Resources << /Font << /F1 3 0 R >> >> >>`);
    objects.push(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
  });
  let pdf = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("")}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(pdf, "latin1"));
}

describe("pdfText", () => {
  it("reads a normal PDF's text in the worker", async () => {
    expect(await pdfText(minimalPdf(["A paper title", "Marker walrus ocelot."]))).toBe("A paper title\nMarker walrus ocelot.");
  });

  it("reads every page of a short PDF, and only the first pages past the page cap", async () => {
    const pdf = pagedPdf(["page one alpha", "page two beta", "page three gamma", "page four delta"]);
    expect(await pdfText(pdf)).toBe("page one alpha\npage two beta\npage three gamma\npage four delta");
    const capped = await pdfText(pdf, { ...DEFAULT_PDF_LIMITS, maxPages: 2 });
    expect(capped).toBe("page one alpha\npage two beta");
  });

  it("terminates a worker that runs past the time limit and answers an error value, not a crash", async () => {
    const pdf = pagedPdf(Array.from({ length: 200 }, (_, index) => `page ${index}`));
    const error = await pdfText(pdf, { ...DEFAULT_PDF_LIMITS, timeoutMs: 1 }).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(PdfTextError);
    expect((error as PdfTextError).reason).toBe("timeout");
    // The next read works: the stuck worker took nothing down with it.
    expect(await pdfText(minimalPdf(["Still here."]))).toBe("Still here.");
  });

  it("stops a worker at its heap limit and answers an error value, not an out-of-memory crash", async () => {
    const error = await pdfText(minimalPdf(["Too big to parse here."]), { ...DEFAULT_PDF_LIMITS, memoryMb: 4 }).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(PdfTextError);
    expect((error as PdfTextError).message).toMatch(/memory limit/);
  });

  it("answers an error for bytes that only claim to be a PDF", async () => {
    const error = await pdfText(new TextEncoder().encode("%PDF-1.4\nthis is not a PDF at all")).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(PdfTextError);
    expect(await pdfText(new TextEncoder().encode("plain text")).catch((failure: unknown) => (failure as PdfTextError).reason)).toBe("not_pdf");
  });
});
