import { describe, expect, it } from "vitest";
import { type ChatEvent, type ChatResponseData, chatEventSchema, encodeChatEvent, encodeSseEvent, parseChatEvent } from "@/lib/contract";

const response: ChatResponseData = {
  messages: [
    { role: "user", content: "compare metrics", reasoning_content: null },
    {
      role: "assistant",
      content: "Handing over to Deep Survey.",
      reasoning_content: "needs a survey",
      tool_calls: [{ function: { name: "Deep Search Agent", arguments: '{"query":"RAG metrics"}' } }],
    },
  ],
};

describe("parseChatEvent", () => {
  it.each([
    ["message", "Hello", { event: "message", data: "Hello" }],
    ["message", "", { event: "message", data: "" }],
    ["", "unnamed is message", { event: "message", data: "unnamed is message" }],
    [undefined, "x", { event: "message", data: "x" }],
    ["complete", "", { event: "complete", data: "" }],
    ["complete", "[DONE]", { event: "complete", data: "[DONE]" }],
    ["response", JSON.stringify(response), { event: "response", data: response }],
    ["error", '{"message":"The model failed"}', { event: "error", data: { message: "The model failed" } }],
    ["error", "boom", { event: "error", data: { message: "boom" } }],
    ["error", "", { event: "error", data: { message: "Stream failed" } }],
  ] as const)("%j %j", (event, data, expected) => {
    expect(parseChatEvent(event, data)).toEqual({ ok: true, event: expected });
  });

  it.each([
    ["response", "{not json", /not JSON/],
    ["response", '{"messages":[{"role":"robot"}]}', /invalid response event/],
    ["response", '{"messages":"x"}', /invalid response event/],
    ["done", "boom", /unknown chat event "done"/],
  ])("%s %s → error", (event, data, error) => {
    const result = parseChatEvent(event, data);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(error);
  });

  it("keeps unknown keys of response messages", () => {
    const data = { messages: [{ role: "assistant", content: "x", usage: { tokens: 3 } }], id: "r1" };
    expect(parseChatEvent("response", JSON.stringify(data))).toEqual({ ok: true, event: { event: "response", data } });
  });
});

describe("encoding", () => {
  it("splits multi-line data into data lines", () => {
    expect(encodeSseEvent("message", "a\nb")).toBe("event: message\ndata: a\ndata: b\n\n");
    expect(encodeSseEvent("complete", "", "7")).toBe("event: complete\nid: 7\ndata: \n\n");
    expect(encodeSseEvent("message", "a\r\nb\rc\n")).toBe("event: message\ndata: a\ndata: b\ndata: c\ndata: \n\n");
    expect(encodeSseEvent("message", "one line")).toBe("event: message\ndata: one line\n\n");
  });

  it.each<ChatEvent>([
    { event: "message", data: "line 1\nline 2" },
    { event: "response", data: response },
    { event: "error", data: { message: "The model failed" } },
    { event: "complete", data: "" },
  ])("encodeChatEvent → wire → parseChatEvent gives back $event", (event) => {
    const wire = encodeChatEvent(event);
    const name = /^event: (.*)$/m.exec(wire)?.[1];
    const data = [...wire.matchAll(/^data: (.*)$/gm)].map((m) => m[1]).join("\n");
    expect(parseChatEvent(name, data)).toEqual({ ok: true, event: chatEventSchema.parse(event) });
  });
});
