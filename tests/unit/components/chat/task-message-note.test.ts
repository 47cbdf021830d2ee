import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TaskMessage } from "@/components/chat/task-message";
import type { TaskMessage as Task } from "@/lib/domain/chat/chat-thread";

const task = (overrides: Partial<Task>): Task => ({
  id: "m1", messageType: "Task", isMachine: true, agentName: "Idea Agent", query: "ideas on GNNs", status: "unstarted", ...overrides,
});
const render = (message: Task) => renderToStaticMarkup(createElement(TaskMessage, { message, onActivate: () => {} }));

// If these fail, an agent the server refused to start for good asks the user to send again, which cannot help.
describe("a task message whose agent did not start", () => {
  it("asks to send again when nothing says why", () => {
    expect(render(task({}))).toContain("The agent could not be started. Send your request again to retry.");
  });

  it("says why, in the refusal's words, instead", () => {
    const html = render(task({ failure: "No language model is configured." }));
    expect(html).toContain("The agent could not be started. No language model is configured.");
    expect(html).not.toContain("Send your request again");
  });

  it("keeps its own note for a cancelled GPU run", () => {
    expect(render(task({ status: "cancelled" }))).toContain("You cancelled the GPU run, so the agent was not started. Send your request again to retry.");
  });
});
