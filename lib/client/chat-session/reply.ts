/**
 * One chat reply (spec §4 "Chat flow", "Streaming display"): the user's message and a streaming reply join the
 * thread, the reply's text is revealed as it arrives, and once it completes, the agents it hands over to start.
 * A failed stream ends the turn and unlocks the chat box (spec §8).
 */
import type { StreamingReveal } from "@/lib/client/reveal/streaming-reveal";
import { type ChatStatus, handOversIn, type HandOver, userMessage } from "@/lib/domain/chat/chat-thread";
import type { ChatStreamHandlers, ChatStreamOutcome, streamChat } from "./chat-stream";
import type { SessionStore } from "./session-store";

export type ReplyDeps = {
  streamChat: typeof streamChat;
  refreshSessionList: () => Promise<unknown>;
  newId: () => string;
};

export type ReplyContext = {
  sessionId: string;
  store: SessionStore;
  reveal: StreamingReveal;
  /** Aborted when the page goes away: the stream is dropped and nothing more happens. */
  signal: AbortSignal;
  handOver: (to: HandOver) => Promise<void>;
  deps: ReplyDeps;
};

export function createReply({ sessionId, store, reveal, signal, handOver, deps }: ReplyContext) {
  return async function reply(query: string, chatStatus: ChatStatus): Promise<void> {
    const replyId = deps.newId();
    let text = "";
    let reasoning = "";
    let failure: string | undefined;
    let handOvers: HandOver[] = [];
    const show = (complete: boolean) => reveal.upsert({ id: replyId, parts: [{ kind: "content", text }], complete });
    store.set({
      replying: true,
      messages: [...store.get().messages, userMessage(deps.newId(), query), { id: replyId, messageType: "Sse", isMachine: true, text, status: "streaming" }],
    });
    show(false);
    const handlers: ChatStreamHandlers = {
      onText(chunk) {
        text += chunk;
        store.patch(replyId, { text });
        show(false);
      },
      onResponse(data) {
        handOvers = handOversIn(data);
        // An upstream that sends the reply only in `response` still gets it shown.
        const content = data.messages.find((message) => message.role === "assistant" && message.content)?.content;
        if (text === "" && content) text = content;
        // The model's thinking arrives whole with the response (the stream carries only the answer's text).
        reasoning = data.messages.find((message) => message.role === "assistant" && message.reasoning_content)?.reasoning_content ?? "";
      },
      onRefused(reason) {
        failure = reason;
      },
    };
    let outcome: ChatStreamOutcome;
    try {
      outcome = await deps.streamChat({ query, chatSessionId: sessionId, chatStatus }, handlers, { signal });
    } catch {
      // streamChat reports its failures as outcomes; should anything still throw, the turn ends all the same, or the
      // chat box would stay locked (spec §8: a failed chat stream unlocks it).
      outcome = signal.aborted ? "aborted" : "failed";
    }
    if (outcome === "aborted") return;
    // A refusal's reason only ever arrives on a failed turn (onRefused), so it needs no check of the outcome here.
    store.patch(replyId, { text, status: outcome === "complete" ? "finish" : "error", ...(reasoning ? { reasoning } : {}), ...(failure ? { failure } : {}) });
    show(true);
    store.set({ replying: false });
    void deps.refreshSessionList();
    if (outcome === "complete") await Promise.all(handOvers.map(handOver));
  };
}
