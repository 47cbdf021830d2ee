import "server-only";
import { z } from "zod";
import { ToolName } from "@/lib/contract/tool-names";
import { defineTool } from "../definition";
import { nextPairing, playTournament, type Standing } from "./elo";
import { type IdeaMatch, type IdeaTreeNode, type IdeaTreeState, ideaTreeState, isIdea, treeUpdate } from "./idea-tree";

/**
 * The tournament and the end of the run. Each match is the model's judgment of one pair, stored in the trajectory
 * as the judge_match result (mid_output.idea_match: the pair, the winner and the reason); ratings are replayed from
 * those judgments (elo.ts), never kept anywhere else. finish_task then names the final picks: its result carries the
 * idea_list and re-emits the tournament's ideas with their `elo` and `rank`, and ends the run.
 */
/** What a refused finish is stored as: the pages read a result named finish_task as the run's end. */
export const FINISH_REFUSED = "finish_task_refused";

function critiqued(state: IdeaTreeState): IdeaTreeNode[] {
  return [...state.nodes.values()].filter((node) => isIdea(node) && node.critique !== undefined);
}

function standingsText(standings: readonly Standing[]): string {
  return standings.map((s) => `${s.rank}. ${s.id} — Elo ${Math.round(s.rating)} (${s.wins} won, ${s.losses} lost)`).join("\n");
}

export const judgeMatchTool = defineTool({
  description:
    "Judge one tournament match between two critiqued ideas: which would make the better research project (novelty, feasibility, impact, grounding), and why. Each call is one match; the Elo ratings follow from your judgments.",
  input: z.object({
    a: z.string().min(1).describe("One idea's id."),
    b: z.string().min(1).describe("The other idea's id."),
    winner: z.string().min(1).describe("The id of the better idea: a or b."),
    reason: z.string().min(1).describe("Why the winner is the better idea, comparing the two directly."),
  }),
  execute({ a, b, winner, reason }, context) {
    const state = ideaTreeState(context.trajectory());
    const entrants = critiqued(state);
    const entrantIds = entrants.map((node) => node.id);
    if (a === b) return { content: "A match needs two different ideas." };
    const unready = [a, b].filter((id) => !entrantIds.includes(id));
    if (unready.length > 0) return { content: `Only critiqued ideas play: critique ${unready.join(" and ")} first (critiqued: ${entrantIds.join(", ") || "none"}).` };
    if (winner !== a && winner !== b) return { content: `The winner must be ${a} or ${b}.` };
    const match: IdeaMatch = { number: state.matches.length + 1, a, b, winner, reason: reason.trim() };
    const judgments = [...state.matches, match];
    const next = nextPairing(entrantIds, judgments);
    const suggestion = next ? `Next suggested match: ${next[0]} vs ${next[1]}.` : "Every pair of critiqued ideas has met.";
    return {
      content: `Match ${match.number}: ${a} vs ${b} — ${winner} wins.\n\nStandings:\n${standingsText(playTournament(judgments))}\n\n${suggestion}`,
      midOutput: { idea_match: match },
    };
  },
});

function pickSection(node: IdeaTreeNode, standing: Standing, entrants: number): string {
  const references = node.references.map((ref) => (ref.url ? `[${ref.title}](${ref.url})` : ref.title));
  return [
    `## ${standing.rank}. ${node.summary}`,
    `_Tournament: Elo ${Math.round(standing.rating)}, rank ${standing.rank} of ${entrants} (${standing.wins} won, ${standing.losses} lost)._`,
    node.description,
    ...(references.length ? [`References: ${references.join("; ")}`] : []),
  ].join("\n\n");
}

export const finishIdeasTool = defineTool({
  description:
    "Finish with the final idea picks: the best ideas after the tournament (each must have played at least one match) and your thought on why they are the ones to pursue. Call it once, last.",
  input: z.object({
    ideas: z.array(z.string().min(1)).min(1).max(5).describe("The ids of the final picks."),
    thought: z.string().min(1).describe("A short summary of how the ideas were found, critiqued and ranked, and why these are the picks."),
  }),
  execute({ ideas, thought }, context) {
    const state = ideaTreeState(context.trajectory());
    const standings = playTournament(state.matches);
    const byId = new Map(standings.map((standing) => [standing.id, standing]));
    const unplayed = [...new Set(ideas)].filter((id) => !byId.has(id));
    if (unplayed.length > 0) {
      const refusal = `Not finished: ${unplayed.join(", ")} played no tournament match. Pick from the ranked ideas or judge more matches first.`;
      return { content: `${refusal}\n\nStandings:\n${standingsText(standings) || "(no matches yet)"}`, storedAs: FINISH_REFUSED };
    }
    const ranked = (id: string) => {
      const standing = byId.get(id) as Standing;
      return { ...(state.nodes.get(id) as IdeaTreeNode), elo: Math.round(standing.rating), rank: standing.rank };
    };
    const picks = [...new Set(ideas)].sort((x, y) => (byId.get(x)?.rank ?? 0) - (byId.get(y)?.rank ?? 0));
    const sections = picks.map((id) => pickSection(state.nodes.get(id) as IdeaTreeNode, byId.get(id) as Standing, standings.length));
    return {
      content: [thought.trim(), ...sections].join("\n\n"),
      ends: "finish",
      midOutput: {
        idea_list: { ideas: picks, thought: thought.trim() },
        // Every tournament entrant with its score, the picks among them: scores reach the panel on the nodes.
        idea_tree: treeUpdate(...standings.map((standing) => ranked(standing.id))),
      },
    };
  },
});

export const tournamentTools = { judge_match: judgeMatchTool, [ToolName.finishTask]: finishIdeasTool };
