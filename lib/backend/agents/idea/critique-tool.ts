import "server-only";
import { z } from "zod";
import { defineTool } from "../definition";
import { supports } from "../research/citation-check";
import { paperForOutput } from "../research/source-store";
import { ideaReference, numberedAsSources, sourceLines } from "./idea-references";
import { type IdeaCritique, type IdeaTreeNode, ideaTreeState, isIdea, treeUpdate } from "./idea-tree";

/**
 * critique_idea: an idea's novelty, feasibility and expected impact. Novelty is not taken on the model's word: the
 * tool searches the literature for the idea itself, and the papers that share its substance (the citation check's
 * lexical support test, here reading the idea as the claim) are cited on the critique as near duplicates. The found
 * papers become numbered sources like any search's, so later ideas can build on them.
 */
const NEAR_DUPLICATE_SEARCH = 6;
const MAX_NEAR_DUPLICATES = 3;

const assessment = (what: string) =>
  z.object({
    score: z.number().int().min(1).max(5).describe(`1 (poor) to 5 (excellent) ${what}.`),
    reason: z.string().min(1).describe("Why, in one or two sentences."),
  });

export const critiqueIdeaTool = defineTool({
  description:
    "Critique one idea before it enters the tournament: novelty (the tool searches the literature for near duplicates and cites them), feasibility and expected impact, each scored 1-5 with a reason.",
  input: z.object({
    idea: z.string().min(1).describe('The idea\'s id, e.g. "idea-3".'),
    novelty_query: z.string().min(2).optional().describe("Keywords to search for near duplicates; the idea's summary when left out."),
    novelty: assessment("novelty: how different it is from existing work"),
    feasibility: assessment("feasibility with ordinary research resources"),
    impact: assessment("expected impact if it works"),
  }),
  async execute({ idea, novelty_query, novelty, feasibility, impact }, context) {
    const trajectory = context.trajectory();
    const node = ideaTreeState(trajectory).nodes.get(idea);
    if (!isIdea(node)) return { content: `There is no idea "${idea}" to critique (the root is the goal, not an idea).` };
    const query = novelty_query ?? node.summary;
    const papers = (await context.papers.searchPapers(query, { limit: NEAR_DUPLICATE_SEARCH, signal: context.signal })).map(paperForOutput);
    const found = numberedAsSources(trajectory, papers);
    const nearDuplicates = found
      .filter((source) => supports(node.summary, `${source.paper.title}. ${source.paper.abstract ?? ""}`))
      .slice(0, MAX_NEAR_DUPLICATES)
      .map(ideaReference);
    const critique: IdeaCritique = { novelty: { ...novelty, near_duplicates: nearDuplicates }, feasibility, impact };
    const critiqued: IdeaTreeNode = { ...node, critique };
    const duplicates = nearDuplicates.length
      ? `Near duplicates cited on the critique: ${nearDuplicates.map((ref) => `[${ref.source}] ${ref.title}`).join("; ")}. Weigh them in the tournament.`
      : "No near duplicates found in the literature.";
    const listing = found.length ? `\n\nPapers found for "${query}":\n${sourceLines(found)}` : `\n\nNo papers found for "${query}".`;
    return {
      content: `Critique of ${idea} stored (novelty ${novelty.score}/5, feasibility ${feasibility.score}/5, impact ${impact.score}/5). ${duplicates}${listing}`,
      midOutput: { ...(papers.length ? { paper: papers } : {}), idea_tree: treeUpdate(critiqued) },
    };
  },
});
