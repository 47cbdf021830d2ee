import "server-only";
import { z } from "zod";
import { type AgentToolResult, defineTool, type ToolContext } from "../definition";
import { fetchedSources } from "../research/source-store";
import { droppedNote, resolveReferences } from "./idea-references";
import { type IdeaOrigin, type IdeaTreeNode, ideaTreeState, nextIdeaId, ROOT_ID, treeUpdate } from "./idea-tree";

/**
 * The tools that grow the idea tree: the root from the research goal, then children by generation, evolution
 * (combine, mutate, simplify) and reflection. The model writes every idea; the tools give it an id, keep only
 * references to papers the run fetched, and emit the new node with its parent (see treeUpdate for the rule).
 */
const referencesInput = z
  .array(z.number().int().min(1))
  .max(10)
  .optional()
  .describe("Numbers [n] of the fetched sources the idea builds on (from your searches or the previous survey).");

const ideaDraft = z.object({
  summary: z.string().min(1).max(300).describe("The idea in one line, like a paper title."),
  description: z.string().min(1).describe("What the idea is, why it might work and how one would test it: a short paragraph."),
  references: referencesInput,
});
type IdeaDraft = z.infer<typeof ideaDraft>;

const ideaId = z.string().min(1).describe(`A node id, e.g. "${ROOT_ID}" or "idea-3".`);

type Extra = Pick<IdeaTreeNode, "evolved_from" | "reflection">;

/** Adds the drafts as children of `parentId`; answers the tool result, or a refusal when the parent is unknown. */
function addChildren(context: ToolContext, parentId: string, drafts: readonly IdeaDraft[], origin: IdeaOrigin, extra: Extra = {}): AgentToolResult {
  const trajectory = context.trajectory();
  const state = ideaTreeState(trajectory);
  const parent = state.nodes.get(parentId);
  if (!parent) return { content: `There is no node "${parentId}". ${knownNodes(state.nodes)}` };
  const sources = fetchedSources(trajectory);
  const dropped = new Set<number>();
  const created = drafts.map((draft, index): IdeaTreeNode => {
    const { references, unknown } = resolveReferences(draft.references ?? [], sources);
    for (const number of unknown) dropped.add(number);
    const summary = draft.summary.trim();
    const description = draft.description.trim();
    return { id: nextIdeaId(state, index), parent: parentId, children: [], summary, description, references, origin, ...extra };
  });
  const grown: IdeaTreeNode = { ...parent, children: [...parent.children, ...created.map((node) => node.id)] };
  const lines = created.map((node) => `- ${node.id}: ${node.summary}${node.references.length ? ` (references ${node.references.map((r) => `[${r.source}]`).join(", ")})` : ""}`);
  return {
    content: `Added under ${parentId}:\n${lines.join("\n")}${droppedNote([...dropped])}`,
    midOutput: { idea_tree: treeUpdate(grown, ...created) },
  };
}

function knownNodes(nodes: ReadonlyMap<string, IdeaTreeNode>): string {
  return nodes.size === 0 ? "Plant the root first with plant_root." : `The nodes are: ${[...nodes.keys()].join(", ")}.`;
}

export const plantRootTool = defineTool({
  description:
    "Plant the root of the idea tree: the research goal restated as a problem worth solving, grounded in what the literature (and the previous survey, if any) says. Call it once, before any idea.",
  input: ideaDraft,
  execute(draft, context) {
    const trajectory = context.trajectory();
    const state = ideaTreeState(trajectory);
    if (state.nodes.has(ROOT_ID)) return { content: `The root is already planted. Grow ideas under "${ROOT_ID}" with generate_ideas.` };
    const { references, unknown } = resolveReferences(draft.references ?? [], fetchedSources(trajectory));
    const root: IdeaTreeNode = {
      id: ROOT_ID,
      parent: null,
      children: [],
      summary: draft.summary.trim(),
      description: draft.description.trim(),
      references,
      origin: "goal",
    };
    return { content: `Planted the root "${ROOT_ID}": ${root.summary}.${droppedNote(unknown)}`, midOutput: { idea_tree: treeUpdate(root) } };
  },
});

export const generateIdeasTool = defineTool({
  description:
    "Generate new ideas as children of a node: from the root, distinct directions for the goal; from an idea, more specific variants of it. Each idea should be novel, feasible and grounded in the sources you cite.",
  input: z.object({ parent: ideaId, ideas: z.array(ideaDraft).min(1).max(5) }),
  execute: ({ parent, ideas }, context) => addChildren(context, parent, ideas, "generation"),
});

export const evolveIdeasTool = defineTool({
  description: [
    "Evolve ideas into a new one, added as a child of the first idea in `from`:",
    "combine (two or more ideas whose strengths fit together), mutate (change one key assumption, method or domain of one idea),",
    "or simplify (keep the core of one idea and drop what makes it hard to test).",
  ].join(" "),
  input: ideaDraft.extend({
    operation: z.enum(["combine", "mutate", "simplify"]),
    from: z.array(ideaId).min(1).max(4).describe("The ideas evolved: two or more to combine, exactly one to mutate or simplify."),
  }),
  execute({ operation, from, ...draft }, context) {
    const sources = [...new Set(from)];
    if (operation === "combine" && sources.length < 2) return { content: "combine needs two or more different ideas in `from`." };
    if (operation !== "combine" && sources.length !== 1) return { content: `${operation} takes exactly one idea in \`from\`.` };
    const [first = ""] = sources;
    if (sources.includes(ROOT_ID)) return { content: `The root is the goal, not an idea: evolve ideas, not "${ROOT_ID}".` };
    const missing = sources.filter((id) => !ideaTreeState(context.trajectory()).nodes.has(id));
    if (missing.length > 0) return { content: `There is no idea ${missing.join(", ")}.` };
    return addChildren(context, first, [draft], operation, { evolved_from: sources });
  },
});

export const reflectOnIdeaTool = defineTool({
  description:
    "Reflect on an idea: say plainly what is weak about it (hidden assumptions, a missing baseline, an untestable claim), then write the improved idea that answers the reflection, added as its child.",
  input: ideaDraft.extend({
    idea: ideaId,
    reflection: z.string().min(1).describe("What is weak or unclear about the idea, and how the new version addresses it."),
  }),
  execute({ idea, reflection, ...draft }, context) {
    if (idea === ROOT_ID) return { content: `The root is the goal, not an idea: reflect on an idea instead.` };
    return addChildren(context, idea, [draft], "reflection", { reflection: reflection.trim() });
  },
});

export const treeTools = {
  plant_root: plantRootTool,
  generate_ideas: generateIdeasTool,
  evolve_ideas: evolveIdeasTool,
  reflect_on_idea: reflectOnIdeaTool,
};
