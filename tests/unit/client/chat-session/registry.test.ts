import { describe, expect, it } from "vitest";
import { chatSessionController, holdChatSession } from "@/lib/client/chat-session/registry";

describe("the session controller registry", () => {
  it("keeps one controller per session and mode, so a replay's state never shows on the live page", () => {
    const releaseLive = holdChatSession("s-1");
    const releaseReplay = holdChatSession("s-1", "replay");
    expect(chatSessionController("s-1")).toBe(chatSessionController("s-1", "live"));
    expect(chatSessionController("s-1", "replay")).not.toBe(chatSessionController("s-1"));
    releaseLive();
    releaseReplay();
  });

});
