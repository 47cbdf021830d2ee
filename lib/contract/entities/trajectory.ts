import { z } from "zod";
import { idSchema } from "../primitives";

/**
 * Agent trajectory messages (spec §3) — the OpenAI-like shape the agents persist as steps (DESIGN §5).
 * Objects are loose: upstream agents attach extra bookkeeping (ids, timings) we pass through untouched.
 */

export const toolCallSchema = z.looseObject({
  id: z.string().nullish(),
  type: z.string().nullish(),
  function: z.looseObject({
    name: z.string(),
    /** JSON text per the OpenAI shape; some upstreams send the parsed object. */
    arguments: z.union([z.string(), z.record(z.string(), z.unknown())]),
  }),
});
export type ToolCall = z.infer<typeof toolCallSchema>;

export const paperSchema = z.looseObject({
  id: idSchema.nullish(),
  arxiv_id: z.string().nullish(),
  title: z.string(),
  year: z.union([z.number(), z.string()]).nullish(),
  /** Array from our agents, one comma-separated string from some upstreams (spec §3). */
  authors: z.union([z.array(z.string()), z.string()]).nullish(),
  abstract: z.string().nullish(),
});
export type Paper = z.infer<typeof paperSchema>;

export const githubRepoSchema = z.looseObject({
  /** The link doubles as the id for de-duplication (spec §3). */
  link: z.string(),
  name: z.string(),
  author: z.string().nullish(),
  stars: z.union([z.number(), z.string()]).nullish(),
  year: z.union([z.number(), z.string()]).nullish(),
  description: z.string().nullish(),
});
export type GithubRepo = z.infer<typeof githubRepoSchema>;

export const ideaReferenceSchema = z.union([
  z.string(),
  z.looseObject({ title: z.string().nullish(), url: z.string().nullish(), arxiv_id: z.string().nullish() }),
]);

export const ideaNodeSchema = z.looseObject({
  id: z.string(),
  parent: z.string().nullish(),
  children: z.array(z.string()),
  summary: z.string().nullish(),
  description: z.string().nullish(),
  references: z.array(ideaReferenceSchema).nullish(),
  /** The idea tournament's Elo score and rank (1 = best), on the nodes the Idea agent re-emits with the idea list. */
  elo: z.number().nullish(),
  rank: z.number().int().min(1).nullish(),
});
export type IdeaNode = z.infer<typeof ideaNodeSchema>;

export const ideaListSchema = z.looseObject({
  ideas: z.array(z.string()),
  thought: z.string().nullish(),
});
export type IdeaList = z.infer<typeof ideaListSchema>;

export const midOutputSchema = z.looseObject({
  paper: z.array(paperSchema).nullish(),
  github: z.array(githubRepoSchema).nullish(),
  /** The whole notes text so far: each tool result repeats and extends it. */
  notes: z.string().nullish(),
  idea_tree: z.record(z.string(), ideaNodeSchema).nullish(),
  idea_list: ideaListSchema.nullish(),
  /**
   * A Notebook agent's cell as its tool left it (added, or edited and re-run): `number` counts from 1 and `cell` is
   * the nbformat 4 cell. The notebook is rebuilt from these, so a resumed run has it without re-running anything.
   */
  notebook_cell: z.looseObject({ number: z.number().int().min(1), cell: z.record(z.string(), z.unknown()), failures: z.number().int().nullish() }).nullish(),
  /** A notebook version the agent saved, and the address it downloads from. */
  notebook_version: z.looseObject({ version: z.number().int().min(1), url: z.string() }).nullish(),
  /**
   * A project version the Auto Experiment agent snapshotted: each file as the `project` step lists it (path, oss_path
   * — its storage key —, type), plus its size and SHA-256, so a later snapshot can tell whether anything changed.
   */
  project_version: z
    .looseObject({
      version: z.number().int().min(1),
      files: z.array(z.looseObject({ path: z.string(), oss_path: z.string(), type: z.string(), size: z.number().int().nullish(), sha256: z.string().nullish() })),
    })
    .nullish(),
});
export type MidOutput = z.infer<typeof midOutputSchema>;

export const trajectoryRoles = ["user", "assistant", "tool"] as const;

export const userTrajectoryMessageSchema = z.looseObject({
  role: z.literal("user"),
  content: z.string(),
});
export const assistantTrajectoryMessageSchema = z.looseObject({
  role: z.literal("assistant"),
  content: z.string().nullish(),
  /** Providers name the thinking text either way. */
  reasoning: z.string().nullish(),
  reasoning_content: z.string().nullish(),
  tool_calls: z.array(toolCallSchema).nullish(),
});
export const toolTrajectoryMessageSchema = z.looseObject({
  role: z.literal("tool"),
  name: z.string(),
  content: z.string().nullish(),
  tool_call_id: z.string().nullish(),
  mid_output: midOutputSchema.nullish(),
});

export const trajectoryMessageSchema = z.discriminatedUnion("role", [
  userTrajectoryMessageSchema,
  assistantTrajectoryMessageSchema,
  toolTrajectoryMessageSchema,
]);
export type TrajectoryMessage = z.infer<typeof trajectoryMessageSchema>;
export type AssistantTrajectoryMessage = z.infer<typeof assistantTrajectoryMessageSchema>;
export type ToolTrajectoryMessage = z.infer<typeof toolTrajectoryMessageSchema>;

/** in_progress and in_process are both seen; consumers treat them alike (spec §3). */
export const todoStatuses = ["pending", "in_progress", "in_process", "completed", "deprecated"] as const;
export const todoItemSchema = z.looseObject({
  content: z.string(),
  status: z.enum(todoStatuses),
  id: idSchema.nullish(),
});
export type TodoItem = z.infer<typeof todoItemSchema>;

/** Arguments of the `todo` tool call. */
export const todoToolArgsSchema = z.looseObject({
  todos: z.array(z.looseObject({ content: z.string(), status: z.enum(todoStatuses).nullish() })),
});
export type TodoToolArgs = z.infer<typeof todoToolArgsSchema>;

/** A `todo` call's arguments when they are a todo list; undefined for anything else. */
export function parseTodoToolArgs(value: unknown): TodoToolArgs | undefined {
  const parsed = todoToolArgsSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
