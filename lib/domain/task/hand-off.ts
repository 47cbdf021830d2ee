/**
 * The research chain's last hand-off (issue 17 item 2): a finished Method Design report becomes the brief of an
 * Auto Experiment task. The chat shows a short `query`; the agent works from `queryContent` (the task runner sends
 * it as the first request), which carries the whole report and the papers it cites, so nothing the method relies on
 * is left behind. Both must pass create_task's length limit, so a report too long for it is cut with a note saying so
 * rather than being refused.
 */
import { InputLimit } from "@/lib/contract/limits";
import { type Paper, paperAuthors } from "@/lib/contract/entities/trajectory";
import { reportTitle } from "@/lib/domain/report/report-export";
import { paperLink } from "@/lib/domain/report/research-sources";

export type ExperimentBriefInput = {
  /** The Method Design report's Markdown, as its finish tool wrote it. */
  report: string;
  /** The papers the report cites, in the order of its numbered markers. */
  cited: readonly Paper[];
};

export type ExperimentBrief = { query: string; queryContent: string };

/** The label of the action on a finished Method Design report (spec string). */
export const RUN_EXPERIMENT_LABEL = "Run this experiment";

/** The chat's task line: long titles are cut so the line stays a line. */
const MAX_QUERY_TITLE = 160;

const INSTRUCTION =
  "Implement and run the experiment described in the method design report below. Build the code, train and test it " +
  "in the sandbox, and report only numbers that a command printed.";

export const REPORT_SHORTENED_NOTE = "[The report was shortened here to fit the task's length limit.]";

export function experimentBrief({ report, cited }: ExperimentBriefInput): ExperimentBrief {
  const title = reportTitle(report, "Method design report");
  const query = `${RUN_EXPERIMENT_LABEL}: ${title.length > MAX_QUERY_TITLE ? `${title.slice(0, MAX_QUERY_TITLE - 1)}…` : title}`;
  const head = `${INSTRUCTION}\n\n# Method design report\n\n`;
  const papers = citedPapersSection(cited);
  // The report comes first in the budget: the cited list is dropped before a word of the method is.
  const tail = head.length + report.length + papers.length <= InputLimit.text ? papers : "";
  return { query, queryContent: `${head}${fitted(report.trim(), InputLimit.text - head.length - tail.length)}${tail}` };
}

function fitted(text: string, budget: number): string {
  if (text.length <= budget) return text;
  return `${text.slice(0, Math.max(0, budget - REPORT_SHORTENED_NOTE.length - 2)).trimEnd()}\n\n${REPORT_SHORTENED_NOTE}`;
}

/** The cited papers as a numbered list matching the report's [n] markers, with their links where known. */
function citedPapersSection(cited: readonly Paper[]): string {
  if (cited.length === 0) return "";
  const lines = cited.map((paper, index) => {
    const authors = paperAuthors(paper);
    const parts = [paper.title.trim(), authors.length > 0 ? authors.join(", ") : undefined, paper.year == null ? undefined : String(paper.year), paperLink(paper)];
    return `[${index + 1}] ${parts.filter((part) => part !== undefined && part !== "").join(". ")}`;
  });
  return `\n\n# Cited papers\n\n${lines.join("\n")}`;
}
