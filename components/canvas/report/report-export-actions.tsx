"use client";

/**
 * The exports of a finished report (spec §2; issue 7 item 5): the Markdown as the agent wrote it, a PDF of the
 * rendered report on A4 pages, and the sources as BibTeX. The PDF code and its libraries load on the first click.
 */
import { type RefObject, useState } from "react";
import { Spinner } from "@/components/ui/button";
import { downloadFile } from "@/lib/client/export/download-file";
import { showToast } from "@/lib/client/shell/toast-store";
import { bibtexOf } from "@/lib/domain/report/bibtex";
import { exportFileName } from "@/lib/domain/report/report-export";
import { addPapers, type ResearchSources } from "@/lib/domain/report/research-sources";

export type ReportExportActionsProps = {
  /** The report's title: the files are named after it. */
  title: string;
  markdown: string;
  sources: ResearchSources;
  /** The rendered report, painted into the PDF. */
  reportRef: RefObject<HTMLElement | null>;
  /** All of the report shows: until then the exports wait (the PDF paints what is on screen). */
  ready: boolean;
};

const actionClass =
  "inline-flex h-8 items-center gap-1.5 rounded-lg border border-surface-line bg-white px-2.5 text-xs font-semibold text-neutral-700 hover:border-brand/40 hover:text-brand disabled:cursor-wait disabled:text-neutral-400 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand";

export function ReportExportActions({ title, markdown, sources, reportRef, ready }: ReportExportActionsProps) {
  const [exportingPdf, setExportingPdf] = useState(false);
  const [pdfPages, setPdfPages] = useState<number | undefined>(undefined);
  const hasSources = sources.papers.length + sources.cited.length + sources.repositories.length > 0;

  function exportBibtex() {
    // The cited papers first, in citation order, then whatever else the run found.
    const bibtex = bibtexOf({ papers: addPapers(sources.cited, sources.papers), repositories: sources.repositories });
    downloadFile(exportFileName(title, "bib"), bibtex, "application/x-bibtex;charset=utf-8");
  }

  async function exportPdf() {
    const report = reportRef.current;
    if (!report || exportingPdf) return;
    setExportingPdf(true);
    try {
      const { exportReportPdf } = await import("@/lib/client/export/report-pdf");
      setPdfPages(await exportReportPdf(report, exportFileName(title, "pdf")));
    } catch (error) {
      console.error("PDF export failed", error);
      showToast("error", "The PDF could not be created. Please try again.");
    } finally {
      setExportingPdf(false);
    }
  }

  return (
    <div role="group" aria-label="Export report" className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        className={actionClass}
        onClick={() => downloadFile(exportFileName(title, "md"), markdown, "text/markdown;charset=utf-8")}
        disabled={!ready}
      >
        Download Markdown
      </button>
      <button type="button" className={actionClass} onClick={() => void exportPdf()} disabled={!ready || exportingPdf} aria-busy={exportingPdf || undefined}>
        {exportingPdf ? <Spinner className="size-3.5" /> : null}
        Export PDF
      </button>
      {hasSources ? (
        <button type="button" className={actionClass} onClick={exportBibtex} disabled={!ready}>
          Export BibTeX
        </button>
      ) : null}
      <span role="status" className="sr-only">
        {exportingPdf ? "Creating the PDF…" : pdfPages !== undefined ? `PDF saved, ${pdfPages} ${pdfPages === 1 ? "page" : "pages"}` : ""}
      </span>
    </div>
  );
}
