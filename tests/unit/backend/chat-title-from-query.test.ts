import { describe, expect, it } from "vitest";
import { sessionTitleFromQuery } from "@/lib/backend/services/chat/title-from-query";

describe("a session's title, as the sidebar lists it", () => {
  it.each([
    ["plain text stays as typed", "Why do transformers need positional encodings?", "Why do transformers need positional encodings?"],
    ["only the first line counts", "Compare RAG metrics\nwith a table\nand sources", "Compare RAG metrics"],
    ["leading blank lines are skipped", "\n\n   \nSecond line wins", "Second line wins"],
    ["whitespace is collapsed", "  graph\t neural   networks  ", "graph neural networks"],
    ["an @display-name mention is dropped", "@Deep Survey retrieval-augmented generation evaluation", "retrieval-augmented generation evaluation"],
    ["an @contract-name mention is dropped", "@Deep Search Agent: RAG evaluation", "RAG evaluation"],
    ["mentions match whatever the case", "@jupyter notebook plot my CSV", "plot my CSV"],
    ["the longest agent name wins", "@Idea Proposal Agent a method for X", "a method for X"],
    ["an unknown @word is dropped too", "@someone hello there", "hello there"],
    ["a query that is only a mention keeps it", "@Idea Spark", "@Idea Spark"],
    ["an @ inside the text stays", "email me @ noon about transformers", "email me @ noon about transformers"],
  ])("%s", (_name, query, title) => {
    expect(sessionTitleFromQuery(query)).toBe(title);
  });

  it("cuts a long query at a word boundary before 60 characters and adds an ellipsis", () => {
    const title = sessionTitleFromQuery(
      "A systematic comparison of retrieval-augmented generation evaluation metrics across open-domain benchmarks",
    );
    expect(title).toBe("A systematic comparison of retrieval-augmented generation…");
    expect(title.length).toBeLessThanOrEqual(60);
  });

  it("keeps exactly 60 characters as they are", () => {
    const sixty = "x".repeat(29) + " " + "y".repeat(30);
    expect(sessionTitleFromQuery(sixty)).toBe(sixty);
  });

  it("cuts one very long word hard, since it has no boundary", () => {
    const title = sessionTitleFromQuery(`https://example.org/${"a".repeat(100)}`);
    expect(title.length).toBe(60);
    expect(title.endsWith("…")).toBe(true);
  });

  it("drops punctuation left dangling before the ellipsis", () => {
    const title = sessionTitleFromQuery(`${"word ".repeat(10)}alpha, beta gamma delta epsilon zeta eta theta`);
    expect(title).toMatch(/[a-z]…$/);
  });
});
