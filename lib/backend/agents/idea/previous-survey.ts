import "server-only";
import { and, desc, eq, inArray, ne } from "drizzle-orm";
import { z } from "zod";
import { agents } from "@/lib/contract/agents";
import { tasks } from "../../db/schema";
import { storedSteps } from "../../task-runtime/task-lease";
import { defineTool, type ToolContext } from "../definition";
import { fetchedSources, latestNotes } from "../research/source-store";
import { trajectoryOf } from "../trajectory";
import { numberedAsSources, sourceLines } from "./idea-references";

/**
 * The idea tree's root grows from the research goal and, when the session already has a finished Deep Survey, from
 * that survey's sources and notes (issue 18). The run reads them first (its opening call), reporting the survey's
 * sources in mid_output.paper so they become this run's own numbered sources: ideas may cite them like any paper
 * the run fetched. Being the first sources reported, they keep the numbers they had in the survey, so the [n] in
 * its notes still point at the right papers.
 */
export const READ_PREVIOUS_SURVEY_TOOL = "read_previous_survey";
const NOTES_CHARS = 8_000;

/** The latest finished Deep Survey task of the session this task belongs to, other than this task. */
async function previousSurveyTask(context: ToolContext): Promise<string | undefined> {
  const { db } = context.deps;
  const [current] = await db.select({ sessionId: tasks.sessionId }).from(tasks).where(eq(tasks.id, context.taskId));
  if (!current) return undefined;
  const [survey] = await db
    .select({ id: tasks.id })
    .from(tasks)
    .where(
      and(
        eq(tasks.sessionId, current.sessionId),
        eq(tasks.userId, context.userId),
        eq(tasks.status, "finish"),
        inArray(tasks.agentName, [...agents.deepSurvey.contractNames]),
        ne(tasks.id, context.taskId),
      ),
    )
    .orderBy(desc(tasks.createdAt))
    .limit(1);
  return survey?.id;
}

export const readPreviousSurveyTool = defineTool({
  description: "Read the sources and notes of the Deep Survey this session already finished, if there is one.",
  input: z.object({}),
  async execute(_input, context) {
    const surveyId = await previousSurveyTask(context);
    const trajectory = surveyId ? trajectoryOf(await storedSteps(context.deps.db, surveyId)) : [];
    const papers = fetchedSources(trajectory).map((source) => source.paper);
    if (papers.length === 0) return { content: "This session has no finished Deep Survey to build on: start from the research goal." };
    const notes = latestNotes(trajectory);
    const clipped = notes.length > NOTES_CHARS ? `${notes.slice(0, NOTES_CHARS)}…` : notes;
    return {
      content: [
        "The session's finished Deep Survey fetched these sources; cite them by number:",
        sourceLines(numberedAsSources(context.trajectory(), papers)),
        clipped ? `Its notes:\n${clipped}` : "It left no notes.",
      ].join("\n\n"),
      midOutput: { paper: papers },
    };
  },
});
