/**
 * A finished Deep Survey task as GET /api/task/get_task answers it, with hostile text everywhere an agent's output
 * reaches the page: paper titles, abstracts, notes, repository fields and the report (script tags, event handlers,
 * javascript: links, KaTeX commands that would make links or attributes). The report is long enough to take
 * several PDF pages and cites with numbered markers and a backend-style References section.
 */
export const XSS = {
  script: "<script>alert(1)</script>",
  img: "<img src=x onerror=alert(1)>",
  link: "[x](javascript:alert(1))",
  katexHref: "$\\href{javascript:alert(1)}{x}$",
  katexData: "$\\htmlData{foo=1}{x}$",
} as const;

export const surveyIds = { sessionId: "report-xss-session", taskId: "report-xss-task" } as const;

const filler = (i: number) =>
  `Finding ${i}: retrieval-augmented generators ground their answers in fetched passages, which lowers the rate of ` +
  `unsupported claims on open-domain questions and makes every statement traceable to a source the reader can ` +
  `open and check for themselves, as the evaluation in the cited work shows [${(i % 2) + 1}].`;

export const surveyReport = [
  `# Survey of retrieval ${XSS.script}`,
  "",
  `Retrieval helps [1] and dense passages help more [2]. ${XSS.img} and ${XSS.link} stay inert.`,
  "",
  `Math renders safely: ${XSS.katexHref}, ${XSS.katexData} and $E = mc^2$.`,
  "",
  "$$",
  "\\mathrm{score}(q, d) = \\frac{E_Q(q)^\\top E_P(d)}{\\lVert E_Q(q) \\rVert}",
  "$$",
  "",
  "## Findings",
  "",
  ...Array.from({ length: 70 }, (_, i) => [filler(i + 1), ""]).flat(),
  "## References",
  `[1] Alice Smith, Bob Jones, Carol White et al. (2020). ${XSS.script} Retrieval-Augmented Generation. https://arxiv.org/abs/2005.11401`,
  `[2] Eve Adams, Frank Green (2021). ${XSS.img} Dense Passage Retrieval. https://arxiv.org/abs/2004.04906`,
].join("\n");

export const citedPapers = [
  {
    id: "p1",
    arxiv_id: "2005.11401",
    title: `${XSS.script} Retrieval-Augmented Generation`,
    year: 2020,
    authors: ["Alice Smith", "Bob Jones", "Carol White", "Dan Brown"],
    abstract: `Abstract with ${XSS.img}`,
  },
  { id: "p2", arxiv_id: "2004.04906", title: `${XSS.img} Dense Passage Retrieval`, year: 2021, authors: "Eve Adams, Frank Green", abstract: "Dense retrieval." },
];

const otherPapers = [
  { id: "p3", title: XSS.link, url: "javascript:alert(1)", year: 2022, authors: [] },
  // The same paper again under another id: listed once.
  { id: "p1-copy", title: `${XSS.script} retrieval-augmented   generation`, year: 2020 },
  ...Array.from({ length: 24 }, (_, i) => ({ id: `f${i}`, arxiv_id: `2101.${String(10000 + i)}`, title: `Filler paper ${i + 1}`, year: 2021, authors: "A B" })),
];

export const surveyRepositories = [
  { link: "https://github.com/facebookresearch/DPR", name: "DPR", author: "facebookresearch", stars: 1700, year: 2020, description: XSS.script },
  { link: "javascript:alert(1)", name: "evil-repo", author: XSS.img, stars: 1, year: 2024, description: XSS.link },
];

export const surveyNotes = `## Notes\n\n- ${XSS.script}\n- ${XSS.link}\n- ${XSS.katexHref}\n- Dense retrieval beats BM25 on NQ.`;

let stepId = 0;
const step = (message: Record<string, unknown>, name: string | null = null) => ({
  id: String(++stepId),
  name,
  content: JSON.stringify({ type: "trajectory", payload: { messages: [message] } }),
});

function toolUse(tool: string, args: unknown, content: string, midOutput?: unknown) {
  const callId = `call_${tool}_${stepId}`;
  return [
    step({ role: "assistant", content: null, tool_calls: [{ id: callId, type: "function", function: { name: tool, arguments: JSON.stringify(args) } }] }),
    step({ role: "tool", name: tool, tool_call_id: callId, content, ...(midOutput ? { mid_output: midOutput } : {}) }, tool),
  ];
}

export function finishedSurveyTask() {
  stepId = 0;
  const steps = [
    ...toolUse("search_arxiv", { query: `retrieval ${XSS.script}` }, `Found papers ${XSS.img}`, { paper: [...citedPapers, ...otherPapers], github: surveyRepositories }),
    ...toolUse("take_notes", {}, "Noted.", { notes: surveyNotes }),
    ...toolUse("finish_deep_search", {}, surveyReport, { paper: citedPapers, notes: surveyNotes }),
  ];
  return {
    taskId: surveyIds.taskId,
    status: "finish",
    steps,
    errorInfo: null,
    errorCode: null,
    firstIsNull: false,
    hasPreData: true,
    agentName: "Deep Search Agent",
  };
}

export const surveySessionMessages = {
  chatSession: { id: surveyIds.sessionId, title: `Survey ${XSS.script}`, visitType: "owner" },
  chatSessionMessages: [
    { id: "h1", type: "chat", query: "Find work on retrieval", result: "Starting a Deep Survey.", status: "finish", extInfo: { chatResultType: "text" } },
    { id: "h2", type: "task", query: `retrieval ${XSS.script}`, agentName: "Deep Search Agent", status: "finish", taskId: surveyIds.taskId, extInfo: { chatResultType: "task" } },
  ],
};
