import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { researchProfileSubmitSchema } from "@/lib/contract/calls/profile";
import { researchTopics } from "@/lib/contract/research-topics";
import { emptyProfile, pdfLink, profileToClient, profileToServer } from "@/lib/domain/profile/profile-mapping";

// Spec §3: the server keeps tags/content/pdfUrls/arxivUrls ('url->title')/googleScholarUrls, the form shows
// choose/text/files/links/googleScholarUrls. If this fails, a saved profile comes back into the form changed.
describe("research profile: server shape ↔ client view", () => {
  const server = {
    tags: ["LLM Reasoning", "Agentic Systems"],
    content: "Tool-using agents",
    pdfUrls: [pdfLink("uploads/7/2026/11/24/ab12-my_paper.pdf", "My paper.pdf")],
    arxivUrls: ["https://arxiv.org/abs/2210.03629->ReAct: Synergizing Reasoning and Acting"],
    googleScholarUrls: [{ google_scholar_url: "https://scholar.google.com/citations?user=abc" }],
  };

  it("maps each field to the form's name", () => {
    expect(profileToClient(server)).toEqual({
      choose: ["LLM Reasoning", "Agentic Systems"],
      text: "Tool-using agents",
      files: [{ url: server.pdfUrls[0], name: "My paper.pdf" }],
      links: [{ url: "https://arxiv.org/abs/2210.03629", title: "ReAct: Synergizing Reasoning and Acting" }],
      googleScholarUrls: [{ google_scholar_url: "https://scholar.google.com/citations?user=abc" }],
    });
  });

  it("round-trips server → client → server", () => {
    expect(profileToServer(profileToClient(server))).toEqual(server);
  });

  it("round-trips any valid client view, and what it sends passes the contract's schema", () => {
    const title = fc.string({ minLength: 1, maxLength: 40 }).filter((t) => t.trim() === t && t !== "" && !t.includes("->"));
    const profile = fc.record({
      choose: fc.uniqueArray(fc.constantFrom(...researchTopics), { minLength: 1, maxLength: 5 }),
      text: fc.string({ maxLength: 60 }).map((t) => t.trim()),
      files: fc.array(fc.record({ key: fc.stringMatching(/^[\w-]{1,12}\.pdf$/), name: title }), { maxLength: 3 }),
      links: fc.uniqueArray(fc.record({ id: fc.integer({ min: 1000, max: 9999 }), title }), {
        maxLength: 3,
        selector: (l) => l.id,
      }),
    });
    fc.assert(
      fc.property(profile, (p) => {
        const titles = new Set(p.links.map((l) => l.title));
        fc.pre(titles.size === p.links.length);
        const client = {
          choose: p.choose,
          text: p.text,
          files: p.files.map((f) => ({ url: pdfLink(f.key, f.name), name: f.name })),
          links: p.links.map((l) => ({ url: `https://arxiv.org/abs/2401.${l.id}`, title: l.title })),
          googleScholarUrls: [],
        };
        const sent = profileToServer(client);
        expect(researchProfileSubmitSchema.safeParse(sent).success).toBe(true);
        expect(profileToClient(sent)).toEqual(client);
      }),
    );
  });

  it("reads no profile (null until first saved) as the empty form", () => {
    expect(profileToClient(null)).toEqual(emptyProfile);
  });

  it("keeps only the 30 fixed topics and names a PDF without a name parameter by its key", () => {
    const client = profileToClient({ tags: ["Astrology", "Code Generation"], pdfUrls: ["/api/file/download?fileKey=uploads%2F1%2Fx.pdf"] });
    expect(client.choose).toEqual(["Code Generation"]);
    expect(client.files[0]?.name).toBe("x.pdf");
  });
});
