import { describe, expect, it } from "vitest";
import { sessionTitle } from "@/lib/domain/chat/session-title";

describe("project titles in the sidebar (§2 Layout)", () => {
  it.each([
    [{ id: "a1", title: "Protein LMs" }, "Protein LMs"],
    [{ id: "a1", title: "  Protein LMs  " }, "Protein LMs"],
    [{ id: "a1", title: "" }, "(Untitled: a1)"],
    [{ id: "a1", title: "   " }, "(Untitled: a1)"],
    [{ id: "a1", title: null }, "(Untitled: a1)"],
    [{ id: 42 }, "(Untitled: 42)"],
  ])("%j → %s", (session, title) => {
    expect(sessionTitle(session)).toBe(title);
  });
});
