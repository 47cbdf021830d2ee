import "server-only";
import { z } from "zod";
import { type AgentTool, defineTool, type ToolContext } from "../definition";
import { type CitationCheck, checkCitations } from "./citation-check";
import { referencesSection } from "./references";
import { fetchedRepositories, fetchedSources, latestNotes } from "./source-store";

/**
 * The research agents' finish tools. Before a report is final its citations are checked against the sources the run
 * fetched (citation-check.ts) and its References section is generated from their stored metadata. The tool result
 * is the final report; its mid_output lists the cited papers in citation order (paper n = [n]) and the check's counts.
 */
function checkNote(check: CitationCheck): string {
  const removed = check.unknown + check.unsupported;
  const claims = check.droppedClaims === 1 ? "1 unsupported claim was" : `${check.droppedClaims} unsupported claims were`;
  const parts = [`${check.checked} citation${check.checked === 1 ? "" : "s"} checked against the fetched sources`];
  if (removed > 0) parts.push(`${removed} removed`);
  if (check.droppedClaims > 0) parts.push(`${claims} dropped`);
  return `_Citation check: ${parts.join("; ")}._`;
}

function finalReport(report: string, context: ToolContext) {
  const trajectory = context.trajectory();
  const sources = fetchedSources(trajectory);
  const check = checkCitations(report, sources);
  const cited = check.cited.flatMap((number) => {
    const source = sources[number - 1];
    return source ? [source.paper] : [];
  });
  // A report without citations has nothing to note; its counts stay in mid_output either way.
  const note = check.checked > 0 ? checkNote(check) : "";
  const content = [check.report, referencesSection(cited), note].filter((part) => part !== "").join("\n\n");
  return {
    content,
    ends: "finish" as const,
    midOutput: {
      paper: cited,
      github: fetchedRepositories(trajectory),
      notes: latestNotes(trajectory),
      citation_check: { checked: check.checked, unknown: check.unknown, unsupported: check.unsupported, dropped_claims: check.droppedClaims },
    },
  };
}

const reportInput = z.object({
  report: z.string().min(1).describe("The final report in Markdown, citing sources as [n]. Do not write a References section: it is generated."),
});

export const finishDeepSearchTool: AgentTool = defineTool({
  description: "Finish the literature review with the final Markdown report. Call it once, last.",
  input: reportInput,
  execute: ({ report }, context) => finalReport(report, context),
});

/** The sections a method design report must have (issue "Deep Survey and Method Design" §3), by heading keyword. */
export const proposalSections = [
  ["problem", /problem|motivation/i],
  ["method", /method|approach/i],
  ["datasets", /dataset|data/i],
  ["baselines", /baseline/i],
  ["metrics", /metric|evaluation/i],
  ["experiment plan", /experiment/i],
  ["ablations", /ablation/i],
  ["risks", /risk|limitation/i],
  ["compute estimate", /compute|resource|budget/i],
] as const;

export function missingProposalSections(report: string): string[] {
  const headings = report.split("\n").filter((line) => /^\s*#{1,6}\s/.test(line));
  return proposalSections.filter(([, pattern]) => !headings.some((heading) => pattern.test(heading))).map(([name]) => name);
}

export const finishProposalTool: AgentTool = defineTool({
  description:
    "Finish with the method design report in Markdown, one heading per section: problem, method, datasets, baselines, metrics, experiment plan, ablations, risks, compute estimate. Call it once, last.",
  input: reportInput,
  execute({ report }, context) {
    const missing = missingProposalSections(report);
    if (missing.length > 0) {
      return { content: `The report is missing these sections: ${missing.join(", ")}. Add a heading for each and call finish_proposal again.` };
    }
    return finalReport(report, context);
  },
});
