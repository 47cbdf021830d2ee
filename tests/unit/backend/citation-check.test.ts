import { describe, expect, it } from "vitest";
import { checkCitations, supports } from "@/lib/backend/agents/research/citation-check";

const sources = [
  { number: 1, text: "Retrieval-augmented generation combines a dense retriever with a sequence-to-sequence generator for open-domain question answering." },
  { number: 2, text: "Sparse attention patterns reduce the quadratic memory cost of transformers on long documents." },
  { number: 3, text: "We evaluate retrieval quality with recall at k and answer faithfulness on benchmark datasets." },
];

describe("supports", () => {
  it("holds when the claim's content words appear in the source", () => {
    expect(supports("Dense retrievers feed a generator for open-domain question answering [1].", sources[0]?.text ?? "")).toBe(true);
  });
  it("fails for a claim about something else", () => {
    expect(supports("Protein folding was solved with diffusion models [1].", sources[0]?.text ?? "")).toBe(false);
  });
});

describe("checkCitations", () => {
  it("keeps supported markers and renumbers them in order of first use", () => {
    const draft = "Sparse attention reduces the memory cost of transformers [2]. RAG pairs a dense retriever with a generator [1].";
    const check = checkCitations(draft, sources);
    expect(check.report).toBe("Sparse attention reduces the memory cost of transformers [1]. RAG pairs a dense retriever with a generator [2].");
    expect(check.cited).toEqual([2, 1]);
    expect(check).toMatchObject({ checked: 2, unknown: 0, unsupported: 0, droppedClaims: 0 });
  });

  it("removes a marker naming a source the run never fetched, and drops the claim it alone carried", () => {
    const draft = "Retrieval helps question answering with a dense retriever [1]. Quantum annealing beats everything [7].\nNext line stays.";
    const check = checkCitations(draft, sources);
    expect(check.report).toBe("Retrieval helps question answering with a dense retriever [1].\nNext line stays.");
    expect(check).toMatchObject({ unknown: 1, droppedClaims: 1, cited: [1] });
  });

  it("drops an unsupported claim but keeps a sentence that still has one supported marker", () => {
    const draft = "Sparse attention cuts transformer memory on long documents [2, 1]. Protein folding was solved with diffusion [3].";
    const check = checkCitations(draft, sources);
    expect(check.report).toBe("Sparse attention cuts transformer memory on long documents [1].");
    expect(check).toMatchObject({ checked: 3, unsupported: 2, droppedClaims: 1, cited: [2] });
  });

  it("expands ranges, strips the model's own References section and leaves headings alone", () => {
    const draft = "## Evaluation [9]\n\nRetrieval quality is measured with recall and faithfulness on benchmark datasets [1-3].\n\n## References\n[1] Made up. 2020.";
    const check = checkCitations(draft, sources);
    expect(check.report).toBe("## Evaluation [9]\n\nRetrieval quality is measured with recall and faithfulness on benchmark datasets [1].");
    expect(check.cited).toEqual([3]);
    expect(check).toMatchObject({ checked: 3, unsupported: 2 });
  });

  it("leaves uncited prose as written", () => {
    expect(checkCitations("An overview without citations.\n\n- a list item", sources).report).toBe("An overview without citations.\n\n- a list item");
  });
});
