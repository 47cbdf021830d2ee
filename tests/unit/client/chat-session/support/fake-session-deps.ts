import { vi } from "vitest";
import type { ChatSessionDeps } from "@/lib/client/chat-session/controller";
import type { ChatStreamHandlers, ChatStreamOutcome, ChatStreamRequest } from "@/lib/client/chat-session/chat-stream";

/**
 * The chat-session controller's dependencies as test doubles: chat streams that wait for the test to finish them,
 * a started task "t7", a task poll that never answers, a free plan and a confirmed GPU dialog. Each test file
 * overrides what it is about.
 */
export type FakeStream = { request: ChatStreamRequest; handlers: ChatStreamHandlers; finish: (outcome: ChatStreamOutcome) => void };

export function fakeSessionDeps<Overrides extends Partial<ChatSessionDeps>>(overrides: Overrides = {} as Overrides) {
  const streams: FakeStream[] = [];
  let nextId = 0;
  const defaults = {
    streamChat: vi.fn(
      (request: ChatStreamRequest, handlers: ChatStreamHandlers) =>
        new Promise<ChatStreamOutcome>((finish) => streams.push({ request, handlers, finish })),
    ),
    startAgentTask: vi.fn(async () => ({ taskId: "t7" })),
    cancelTask: vi.fn(async () => undefined),
    trackQueryEvent: vi.fn(),
    refreshSessionList: vi.fn(async () => undefined),
    getTask: vi.fn(() => new Promise<never>(() => {})),
    refreshCredits: vi.fn(async () => undefined),
    toast: vi.fn(),
    isOnline: () => true,
    newId: () => `id${nextId++}`,
    planLevel: vi.fn(async () => "free" as const),
    confirmGpu: vi.fn(async () => 1 as const),
  } satisfies ChatSessionDeps;
  const deps: Omit<typeof defaults, keyof Overrides> & Overrides = { ...defaults, ...overrides };
  return { deps, streams };
}
