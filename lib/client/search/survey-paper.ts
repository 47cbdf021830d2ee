/**
 * "Survey this" on a search result (issue 20): starts a Deep Survey seeded with that paper, through the home
 * input's submit flow (session, task, navigation to the session page).
 */
import type { PaperSearchItem } from "@/lib/contract/entities/papers";
import { submitQuery } from "../chat-session/submit-flow";

/** The survey's query names the paper by title and id, so the agent can find it on the preprint server. */
export function surveyQueryFor(paper: Pick<PaperSearchItem, "id" | "title">): string {
  return `Survey the literature around the paper "${paper.title.trim()}" (id: ${String(paper.id)}): its problem, the methods it builds on and competes with, and the work that follows it.`;
}

export function surveyPaper(paper: PaperSearchItem): Promise<boolean> {
  return submitQuery({ query: surveyQueryFor(paper), agent: "deepSurvey", fileIds: [] });
}
