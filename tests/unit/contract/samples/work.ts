import type { SampleMap } from "./types";

const trajectoryStep = JSON.stringify({
  type: "trajectory",
  payload: {
    messages: [
      {
        role: "assistant",
        content: "",
        reasoning_content: "Start with recent surveys.",
        tool_calls: [{ id: "call_1", type: "function", function: { name: "search_arxiv", arguments: '{"query":"RAG evaluation"}' } }],
      },
    ],
  },
});

export const workSamples: SampleMap<
  | "papers.tagList"
  | "papers.search"
  | "chatSession.create"
  | "chatSession.list"
  | "chatSession.messageList"
  | "chatSession.share"
  | "chatSession.unshare"
  | "chatSession.clone"
  | "chat.stream"
  | "file.batchTempUrls"
  | "file.uploadTemp"
  | "file.uploadComplete"
  | "file.download"
  | "file.projectZip"
  | "file.stsToken"
  | "task.createTask"
  | "task.getTask"
  | "task.cancel"
  | "task.events"
  | "event.track"
  | "health.get"
  | "health.stream"
> = {
  "papers.tagList": {
    body: { limit: 30, offset: 0, page: 1, type: "hot" },
    result: [
      {
        id: "2501.01234",
        title: "Scaling Test-Time Compute for LLM Reasoning",
        tag: "LLM Reasoning",
        date: "2025-01-03",
        authors: ["A. Chen", "B. Ito"],
        abstract_info: "We study how inference compute trades off against model size.",
        image: "https://files.example.org/thumbs/2501.01234.png",
      },
    ],
  },
  "papers.search": {
    body: { query: "graph neural networks for molecules", request_id: "req-81f2", topK: 100, limit: 30, offset: 0 },
    result: [{ id: 88, title: "Neural Message Passing for Quantum Chemistry", authors: "J. Gilmer, S. Schoenholz" }],
  },
  "chatSession.create": {
    body: { query: "@Deep Survey retrieval-augmented generation evaluation" },
    result: { id: "cs_01JD3", title: "RAG evaluation survey", path: "/search-v1/cs_01JD3" },
  },
  "chatSession.list": {
    query: { timestamp: 1763772000000 },
    result: [{ id: "cs_01JD3", title: "RAG evaluation survey", path: "/search-v1/cs_01JD3" }, { id: 17, title: null }],
  },
  "chatSession.messageList": {
    query: { chatSessionId: "cs_01JD3" },
    result: {
      chatSession: { title: "RAG evaluation survey", visitType: "owner" },
      chatSessionMessages: [
        { type: "chat", query: "hello", result: "Hi! What are you researching?", status: "finish" },
        {
          type: "task",
          query: "retrieval-augmented generation evaluation",
          status: "processing",
          taskId: "t_5521",
          agentName: "Literature Review Agent",
          extInfo: { chatResultType: "task" },
        },
      ],
    },
  },
  "chatSession.share": {
    body: { chatSessionId: "cs_01JD3" },
    result: { url: "http://localhost:3000/search-v1/cs_01JD3?shareId=sh_9kQ2vX7pLmN4rT8wYb3zA", shareId: "sh_9kQ2vX7pLmN4rT8wYb3zA" },
  },
  "chatSession.unshare": {
    body: { chatSessionId: "cs_01JD3" },
    result: true,
  },
  "chatSession.clone": {
    body: { chatSessionId: "cs_01JD3", shareId: "sh_9kQ2vX7pLmN4rT8wYb3zA" },
    result: { id: "cs_01JD9", title: "Compare RAG evaluation metrics", path: "/search-v1/cs_01JD9" },
  },
  "chat.stream": {
    query: { query: "Compare RAG evaluation metrics", chatSessionId: "cs_01JD3", chatStatus: "continue" },
    result: { event: "message", data: "Sure — the main families are" },
  },
  "file.batchTempUrls": {
    body: { files: [{ fileName: "train.csv", fileSize: 18_432_100 }, { fileName: "notes.pdf", fileSize: 220_000 }] },
    result: {
      results: [
        { fileId: "f_1", tempUrl: "http://localhost:3000/api/file/temp/f_1?expires=1763775600&signature=ab12", contentType: "text/csv" },
        { fileId: "f_2", tempUrl: "https://bucket.s3.example.com/u/1042/notes.pdf?X-Amz-Signature=cd", contentType: "application/pdf" },
      ],
    },
  },
  "file.uploadTemp": {
    params: { fileId: "f_1" },
    query: { expires: 1763775600, signature: "ab12cd34" },
    result: null,
  },
  "file.uploadComplete": {
    body: {
      files: [
        { fileId: "f_1", success: true, actualFileSize: 18_432_100, etag: '"9b2cf535f27731c974343645a3985328"', httpStatus: 200, uploadDuration: 812 },
        { fileId: "f_2", success: false, errorMessage: "Upload failed, status: 403", httpStatus: 403, uploadDuration: 40 },
      ],
    },
    result: null,
  },
  "file.download": { query: { fileKey: "u/1042/2025-11-22/nb_8f3a.ipynb" }, result: null },
  "file.projectZip": { query: { taskId: "t_77", version: 2 }, result: null },
  "file.stsToken": {
    query: {},
    result: {
      accessKeyId: "AKIDEXAMPLE",
      accessKeySecret: "wJalrXUtnFEMI/K7MDENG",
      securityToken: "FwoGZXIvYXdzEJr",
      expiration: "2025-11-22T03:00:00Z",
      bucket: "cosci-uploads",
    },
  },
  "task.createTask": {
    body: {
      agentName: "Deep Search Agent",
      chatSessionId: "cs_01JD3",
      query: "retrieval-augmented generation evaluation",
      queryContent: "@Deep Survey retrieval-augmented generation evaluation",
      enableGpu: true,
      tempUrl: null,
      fileIds: ["f_1"],
      model_override: "lite-flash",
    },
    result: { taskId: "t_5521", status: "processing", agentName: "Deep Search Agent" },
  },
  "task.getTask": {
    query: { taskId: "t_5521", timestamp: 1763772001000 },
    result: {
      taskId: "t_5521",
      status: "processing",
      steps: [{ id: 1, content: trajectoryStep }],
      firstIsNull: false,
      hasPreData: false,
      agentName: "Deep Search Agent",
    },
  },
  "task.cancel": { params: { id: "t_5521" }, result: true },
  "task.events": {
    params: { taskId: "t_5521" },
    query: {},
    result: { event: "update", data: { steps: [{ name: "ask_for_user_clarification", content: trajectoryStep }], status: "error", errorCode: "1" } },
  },
  "event.track": {
    body: { event: "agent_query", properties: { agent: "deepSurvey", length: 42, fromHome: true } },
    result: true,
  },
  "health.get": { result: { status: "ok", version: "0.1.0", db: "up", streams: 3 } },
  "health.stream": { query: { count: 5, interval: 50 }, result: { event: "tick", data: { seq: 1, at: 1763772000123 } } },
};
