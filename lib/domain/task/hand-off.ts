/**
 * The research chain's hand-offs. An idea from an Idea Spark tree becomes the brief of a Method Design task (issue 18
 * item 4), and a finished Method Design report the brief of an Auto Experiment task (issue 17 item 2). The chat
 * shows a short `query`; the agent works from `queryContent` (the task runner sends it as the first request), which
 * carries the whole idea or report and the papers it cites, so nothing the next agent relies on is left behind. Both
 * must pass create_task's length limit, so a text too long for it is cut with a note saying so rather than refused.
 */
import { InputLimit } from "@/lib/contract/limits";
import type { Paper } from "@/lib/contract/entities/trajectory";
import { paperAuthors } from "@/lib/contract/entities/paper-authors";
import { reportTitle } from "@/lib/domain/report/report-export";
import { paperLink } from "@/lib/domain/report/source-links";
import type { IdeaReference } from "./idea-tree";

export type ExperimentBriefInput = {
  /** The Method Design report's Markdown, as its finish tool wrote it. */
  report: string;
  /** The papers the report cites, in the order of its numbered markers. */
  cited: readonly Paper[];
};

/** What a hand-off sends create_task: the chat's task line and the agent's whole brief. */
export type TaskBrief = { query: string; queryContent: string };

/** The label of the action on a finished Method Design report (spec string). */
export const RUN_EXPERIMENT_LABEL = "Run this experiment";

/** The chat's task line: long titles are cut so the line stays a line. */
const MAX_QUERY_TITLE = 160;
/** An idea's summary as the brief's heading; the description carries the rest. */
const MAX_IDEA_HEADING = 1000;

const INSTRUCTION =
  "Implement and run the experiment described in the method design report below. Build the code, train and test it " +
  "in the sandbox, and report only numbers that a command printed.";

export const REPORT_SHORTENED_NOTE = "[The report was shortened here to fit the task's length limit.]";

export function experimentBrief({ report, cited }: ExperimentBriefInput): TaskBrief {
  const query = taskLine(RUN_EXPERIMENT_LABEL, reportTitle(report, "Method design report"));
  const head = `${INSTRUCTION}\n\n# Method design report\n\n`;
  const papers = citedPapersSection(cited);
  // The report comes first in the budget: the cited list is dropped before a word of the method is.
  const tail = head.length + report.length + papers.length <= InputLimit.text ? papers : "";
  return { query, queryContent: `${head}${fitted(report.trim(), InputLimit.text - head.length - tail.length)}${tail}` };
}

/** The label of the action on an idea (spec string). */
export const DESIGN_METHOD_LABEL = "Design method";

/** An idea of the tree, as its node reported it. */
export type IdeaBriefInput = { summary: string; description: string; references: readonly IdeaReference[] };

const IDEA_INSTRUCTION =
  "Design a method and an experiment plan for the research idea below. Ground it in the literature, starting from " +
  "the references the idea came with.";

export function ideaBrief({ summary, description, references }: IdeaBriefInput): TaskBrief {
  const title = summary.trim() || "Research idea";
  const head = `${IDEA_INSTRUCTION}\n\n# Idea: ${cut(title, MAX_IDEA_HEADING)}\n\n`;
  const list = references.map(({ label, href }, index) => `[${index + 1}] ${href && href !== label ? `${label}. ${href}` : label}`);
  const tail = list.length > 0 ? `\n\n# References\n\n${list.join("\n")}` : "";
  // As with a report: the description comes first in the budget; the references go before a word of it does.
  const kept = head.length + description.length + tail.length <= InputLimit.text ? tail : "";
  return { query: taskLine(DESIGN_METHOD_LABEL, title), queryContent: `${head}${fitted(description.trim(), InputLimit.text - head.length - kept.length)}${kept}` };
}

/** The chat's task line: the action, then the title cut so the line stays a line. */
function taskLine(label: string, title: string): string {
  return `${label}: ${cut(title, MAX_QUERY_TITLE)}`;
}

function cut(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
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
