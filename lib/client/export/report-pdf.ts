/**
 * PDF export of a finished report (spec §2: A4 pages of 794×1123 px; issue 7: text not cut across pages where
 * avoidable). The rendered report is copied onto an off-screen A4-wide sheet, measured, cut into pages between
 * lines (lib/domain/report/pdf-page-breaks.ts), painted with html2canvas and placed page by page into an A4 jsPDF.
 * Loaded with import() when the reader asks for a PDF, with its two libraries, so none of it is first-load JS.
 */
import html2canvas from "html2canvas";
import { jsPDF } from "jspdf";
import { PDF_PAGE_PX, pageSpans, type VerticalSpan } from "@/lib/domain/report/pdf-page-breaks";
import { applyLegacyColors } from "./legacy-colors";
import { unbreakableUnits } from "./report-layout";

/** About 15 mm of white on every side of a page. */
export const PAGE_MARGIN_PX = 56;
const A4_PT = { width: 595.28, height: 841.89 } as const;
/** Twice the CSS pixels, so text stays sharp when the PDF is zoomed or printed. */
const RENDER_SCALE = 2;
/** Browsers refuse canvases much taller than 32,767 device pixels; pages are painted in batches below that. */
const MAX_BATCH_DEVICE_PX = 16_000;
const SHEET_ATTRIBUTE = "data-pdf-sheet";

/**
 * html2canvas finds each font's baseline by setting a 1×1 image (this data URL) beside a span in the page's own
 * document. Tailwind's preflight makes every img a block, which drops the probe a line lower, so all text would be
 * painted a line-gap too low and slip across the page cuts. While exporting, the probe stays inline.
 */
const BASELINE_PROBE_IMAGE = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

function keepBaselineProbeInline(): () => void {
  const style = document.createElement("style");
  style.textContent = `img[src="${BASELINE_PROBE_IMAGE}"] { display: inline !important; }`;
  document.head.append(style);
  return () => style.remove();
}

/** An off-screen copy of the report at A4 width. Ids are dropped so the page never holds two elements with one id. */
function mountSheet(report: HTMLElement): HTMLElement {
  const sheet = document.createElement("div");
  sheet.setAttribute(SHEET_ATTRIBUTE, "");
  sheet.setAttribute("aria-hidden", "true");
  Object.assign(sheet.style, {
    position: "absolute",
    top: "0",
    left: "-20000px",
    width: `${PDF_PAGE_PX.width}px`,
    padding: `0 ${PAGE_MARGIN_PX}px`,
    boxSizing: "border-box",
    background: "#ffffff",
    color: "#1f2937",
    pointerEvents: "none",
  });
  const copy = report.cloneNode(true) as HTMLElement;
  for (const element of [copy, ...copy.querySelectorAll("[id]")]) element.removeAttribute("id");
  // Nothing in a PDF scrolls: wide tables and formulas show whole (clipped at the margin at worst).
  for (const element of copy.querySelectorAll<HTMLElement>(".md-table-scroll, .katex-display")) element.style.overflow = "visible";
  sheet.append(copy);
  document.body.append(sheet);
  return sheet;
}

function batches(pages: readonly VerticalSpan[]): VerticalSpan[][] {
  const result: VerticalSpan[][] = [];
  for (const page of pages) {
    const batch = result.at(-1);
    const first = batch?.[0];
    if (batch && first && (page.bottom - first.top) * RENDER_SCALE <= MAX_BATCH_DEVICE_PX) batch.push(page);
    else result.push([page]);
  }
  return result;
}

function pageImage(source: HTMLCanvasElement, sourceTop: number, page: VerticalSpan): string {
  const canvas = document.createElement("canvas");
  canvas.width = PDF_PAGE_PX.width * RENDER_SCALE;
  canvas.height = PDF_PAGE_PX.height * RENDER_SCALE;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("Canvas 2D is not available");
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, canvas.width, canvas.height);
  const height = (page.bottom - page.top) * RENDER_SCALE;
  const y = (page.top - sourceTop) * RENDER_SCALE;
  context.drawImage(source, 0, y, canvas.width, height, 0, PAGE_MARGIN_PX * RENDER_SCALE, canvas.width, height);
  return canvas.toDataURL("image/jpeg", 0.88);
}

/** Builds the PDF of the rendered report and saves it as `fileName`; returns the number of pages. */
export async function exportReportPdf(report: HTMLElement, fileName: string): Promise<number> {
  await document.fonts.ready;
  const sheet = mountSheet(report);
  const restoreProbe = keepBaselineProbeInline();
  try {
    const totalHeight = Math.ceil(sheet.getBoundingClientRect().height);
    const pages = pageSpans(unbreakableUnits(sheet), totalHeight, PDF_PAGE_PX.height - 2 * PAGE_MARGIN_PX);
    const pdf = new jsPDF({ unit: "pt", format: "a4", orientation: "portrait", compress: true });
    let pageNumber = 0;
    for (const batch of batches(pages)) {
      const first = batch[0];
      const last = batch.at(-1);
      if (!first || !last) continue;
      const canvas = await html2canvas(sheet, {
        scale: RENDER_SCALE,
        backgroundColor: "#ffffff",
        logging: false,
        y: first.top,
        height: Math.max(1, last.bottom - first.top),
        width: PDF_PAGE_PX.width,
        onclone: (doc) => {
          const copy = doc.querySelector(`[${SHEET_ATTRIBUTE}]`);
          if (copy) applyLegacyColors(doc, copy);
        },
      });
      for (const page of batch) {
        if (pageNumber > 0) pdf.addPage("a4", "portrait");
        pdf.addImage(pageImage(canvas, first.top, page), "JPEG", 0, 0, A4_PT.width, A4_PT.height, undefined, "FAST");
        pageNumber += 1;
      }
    }
    pdf.save(fileName);
    return pageNumber;
  } finally {
    restoreProbe();
    sheet.remove();
  }
}
