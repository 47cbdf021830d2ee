/**
 * A finished Deep Survey session for the signed-in page benchmarks: the session, its two history rows and the task
 * with the trajectory of tests/e2e/support/finished-survey.ts (search results, notes, a long report with math),
 * written straight into the running app's database for an account that signed up through the app.
 */
import { eq } from "drizzle-orm";
import type { Database } from "@/lib/backend/db/client";
import { chatMessages, chatSessions, tasks, taskSteps, users } from "@/lib/backend/db/schema";
import { finishedSurveyTask, surveySessionMessages } from "../../tests/e2e/support/finished-survey";

export async function seedFinishedSurvey(db: Database, email: string): Promise<string> {
  const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  if (!user) throw new Error(`no account ${email} to own the finished survey`);
  const survey = finishedSurveyTask();
  const [chatRow, taskRow] = surveySessionMessages.chatSessionMessages;
  if (!chatRow || !taskRow) throw new Error("the finished survey fixture lost its history rows");
  return db.transaction(async (tx) => {
    const [session] = await tx.insert(chatSessions).values({ userId: user.id, title: "Survey of retrieval" }).returning();
    if (!session) throw new Error("no session row");
    const [task] = await tx
      .insert(tasks)
      .values({ userId: user.id, sessionId: session.id, agentName: survey.agentName, query: taskRow.query, status: "finish", stepCount: survey.steps.length, hasPreData: true, finishedAt: new Date() })
      .returning();
    if (!task) throw new Error("no task row");
    await tx.insert(taskSteps).values(survey.steps.map((step) => ({ taskId: task.id, seq: Number(step.id), name: step.name, content: step.content })));
    await tx.insert(chatMessages).values([
      { sessionId: session.id, seq: 1, type: "chat", query: chatRow.query, result: chatRow.result, status: "finish", extInfo: { chatResultType: "text" } },
      { sessionId: session.id, seq: 2, type: "task", query: taskRow.query, result: taskRow.query, agentName: survey.agentName, taskId: task.id, status: "finish", extInfo: { chatResultType: "task" } },
    ]);
    return session.id;
  });
}
