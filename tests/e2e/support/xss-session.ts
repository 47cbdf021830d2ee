import { type Page } from "@playwright/test";
import { assistantStep, toolStep } from "../../fixtures/task-steps";
import { type XssPayload, xssPayloads, xssUrls } from "../../fixtures/xss-payloads";

/**
 * A chat session and a finished Deep Survey built from the XSS corpus, served to the page by page.route as the
 * backend would answer them: every payload as a user question, an assistant reply, a session title, a report
 * paragraph, a paper's title, abstract and link, a repository's fields, notes, thoughts, tool arguments and tool
 * results. The corpus goes in batches, so each renderer draws one document rather than one page per payload.
 */
export const xssIds = { sessionId: "xss-corpus-session", taskId: "xss-corpus-task" } as const;

/** The last paragraph of every document: once it shows, everything before it has been rendered. */
export const CORPUS_END = "End of the XSS corpus.";

const BATCH = 8;
const batches = <T>(items: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / BATCH) }, (_, i) => items.slice(i * BATCH, (i + 1) * BATCH));
const joined = (payloads: readonly XssPayload[]) => payloads.map((payload) => payload.text).join("\n\n");

const chatMessages = () => [
  ...xssPayloads.map((payload) => ({
    id: `chat-${payload.id}`,
    type: "chat",
    query: payload.text,
    result: payload.text,
    status: "finish",
    extInfo: { chatResultType: "text" },
  })),
  { id: "chat-end", type: "chat", query: "Summarise the corpus", result: CORPUS_END, status: "finish", extInfo: { chatResultType: "text" } },
];

/** GET /chat_session/message/list of the corpus session: chat turns, then (with a task) the survey's task turn. */
export function xssSessionMessages(options: { withTask: boolean }) {
  const task = { id: "task-turn", type: "task", query: "Survey the corpus", agentName: "Deep Search Agent", status: "finish", taskId: xssIds.taskId, extInfo: { chatResultType: "task" } };
  return {
    chatSession: { id: xssIds.sessionId, title: xssPayloads[0]?.text ?? "", visitType: "owner" },
    chatSessionMessages: options.withTask ? [task] : chatMessages(),
  };
}

/** GET /chat_session/list: the sidebar's projects, titled with payloads. */
export const xssSessionList = () => xssPayloads.slice(0, 40).map((payload) => ({ id: `xss-title-${payload.id}`, title: payload.text }));

const papers = () => [
  ...xssPayloads.map((payload, index) => ({
    id: `paper-${payload.id}`,
    title: payload.text,
    abstract: payload.text,
    authors: [payload.text],
    year: 2024,
    url: xssUrls[index % xssUrls.length]?.text,
  })),
  ...xssUrls.map((payload) => ({ id: `paper-url-${payload.id}`, title: `Link ${payload.id}`, url: payload.text })),
];

const repositories = () =>
  xssUrls.map((payload, index) => {
    const text = xssPayloads[index]?.text ?? "";
    return { link: payload.text, name: text, author: text, stars: 1, year: 2024, description: text };
  });

const report = () => `# Corpus report\n\n${joined(xssPayloads)}\n\n${CORPUS_END}`;
const notes = () => `## Notes\n\n${joined(xssPayloads)}\n\n${CORPUS_END}`;

/** GET /task/get_task of the corpus survey: each batch as thoughts, text, tool arguments and a tool result. */
export function xssSurveyTask() {
  const steps = batches(xssPayloads).flatMap((batch, index) => {
    const text = joined(batch);
    const callId = `call-xss-${index}`;
    return [
      assistantStep({ content: text, reasoning: text, calls: [{ id: callId, name: "search_arxiv", arguments: { query: text } }] }),
      toolStep("search_arxiv", text, callId, undefined, index === 0 ? { paper: papers(), github: repositories() } : undefined),
    ];
  });
  const finish = "call-xss-finish";
  return {
    taskId: xssIds.taskId,
    status: "finish",
    steps: [
      ...steps,
      assistantStep({ calls: [{ id: "call-xss-notes", name: "take_notes", arguments: { notes: notes() } }] }),
      toolStep("take_notes", "Noted.", "call-xss-notes", undefined, { notes: notes() }),
      assistantStep({ calls: [{ id: finish, name: "finish_deep_search", arguments: {} }] }),
      toolStep("finish_deep_search", report(), finish, undefined, { paper: papers().slice(0, 5), notes: notes() }),
    ],
    errorInfo: null,
    errorCode: null,
    firstIsNull: false,
    hasPreData: false,
    agentName: "Deep Search Agent",
  };
}

/** Serves the corpus session to the page (history, projects list, task) instead of the backend's answers. */
export async function serveXssSession(page: Page, options: { withTask: boolean }) {
  await page.route(/\/api\/chat_session\/message\/list/, (route) => route.fulfill({ json: { code: 0, result: xssSessionMessages(options) } }));
  await page.route(/\/api\/chat_session\/list/, (route) => route.fulfill({ json: { code: 0, result: xssSessionList() } }));
  await page.route(/\/api\/task\/get_task/, (route) => route.fulfill({ json: { code: 0, result: xssSurveyTask() } }));
}
