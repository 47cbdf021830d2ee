import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ReplyMessage } from "@/components/chat/reply-message";
import type { ReplyMessage as Reply } from "@/lib/domain/chat/chat-thread";

const reply = (overrides: Partial<Reply>): Reply => ({ id: "r1", messageType: "Sse", isMachine: true, text: "", status: "error", ...overrides });
const render = (message: Reply) => renderToStaticMarkup(createElement(ReplyMessage, { message, view: undefined }));

// If these fail, a reply the server refused (no model configured) asks the user to send again, which cannot help,
// once its toast is gone; or a reply cut by the network stops asking for the one thing that does.
describe("a failed reply", () => {
  it("asks to send again when nothing says why it failed", () => {
    expect(render(reply({}))).toContain("No reply arrived. Please send your message again.");
    expect(render(reply({ text: "Hel" }))).toContain("The reply was interrupted. Please send your message again.");
  });

  it("says why, in the server's words, instead of asking to send again", () => {
    const html = render(reply({ failure: "No language model is configured. Set LLM_MODEL." }));
    expect(html).toContain("No reply arrived. No language model is configured. Set LLM_MODEL.");
    expect(html).not.toContain("send your message again");
  });

  it("says nothing of failure once the reply finished", () => {
    expect(render(reply({ status: "finish", text: "Hello" }))).not.toContain("No reply arrived");
  });
});
