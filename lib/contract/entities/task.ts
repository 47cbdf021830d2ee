import { z } from "zod";
import { InputLimit } from "../limits";
import { ValidationMessage } from "../messages";
import { agentNameSchema, idSchema, timestampSchema } from "../primitives";
import { notebookContentSchema } from "./notebook";
import { todoItemSchema, trajectoryMessageSchema } from "./trajectory";

export const taskStatuses = ["processing", "finish", "error"] as const;
export const taskStatusSchema = z.enum(taskStatuses);
export type TaskStatus = z.infer<typeof taskStatusSchema>;

export const shellLogSchema = z.looseObject({
  process_id: z.string(),
  data: z.string(),
});
export type ShellLog = z.infer<typeof shellLogSchema>;

export const projectFileSchema = z.looseObject({
  path: z.string(),
  oss_path: z.string(),
  type: z.string(),
});
export type ProjectFile = z.infer<typeof projectFileSchema>;

export const projectVersionSchema = z.looseObject({
  version: z.union([z.number(), z.string()]).nullish(),
  files: z.array(projectFileSchema),
});
export type ProjectVersion = z.infer<typeof projectVersionSchema>;

export const projectSchema = z.looseObject({ versions: z.array(projectVersionSchema) });
export type Project = z.infer<typeof projectSchema>;

export const downloadItemSchema = z.looseObject({ name: z.string(), url: z.string() });
export type DownloadItem = z.infer<typeof downloadItemSchema>;

/** The project file tree built from a version's paths. */
export type TreeNode = {
  id: string;
  name: string;
  path: string;
  type: "file" | "folder" | "directory";
  children?: TreeNode[] | null | undefined;
};
export const treeNodeSchema: z.ZodType<TreeNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    path: z.string(),
    type: z.enum(["file", "folder", "directory"]),
    children: z.array(treeNodeSchema).nullish(),
  }),
);

/**
 * Step payloads. A trajectory step carries the message(s) of one model or tool turn, plus the experiment
 * agent's shell output, project versions and downloads when it has them (spec §3 "parsed steps give download,
 * trajectory, shell and project lists").
 */
export const trajectoryPayloadSchema = z.looseObject({
  messages: z.array(trajectoryMessageSchema).nullish(),
  shell: z.array(shellLogSchema).nullish(),
  project: projectSchema.nullish(),
  download: z.array(downloadItemSchema).nullish(),
});
export type TrajectoryPayload = z.infer<typeof trajectoryPayloadSchema>;

export const stepContentSchema = z.discriminatedUnion("type", [
  z.looseObject({ type: z.literal("trajectory"), payload: trajectoryPayloadSchema }),
  z.looseObject({ type: z.literal("notebook"), payload: notebookContentSchema }),
]);
export type StepContent = z.infer<typeof stepContentSchema>;

export const taskStepSchema = z.looseObject({
  id: idSchema.nullish(),
  /** e.g. ask_for_user_clarification. */
  name: z.string().nullish(),
  /** JSON text of a StepContent; kept as text because the contract sends it that way. */
  content: z.string(),
  createdAt: timestampSchema.nullish(),
});
export type TaskStep = z.infer<typeof taskStepSchema>;

export type StepContentResult = { ok: true; value: StepContent } | { ok: false; error: string };

/** Parses a step's content text; never throws, because one bad step must not break the whole task view. */
export function parseStepContent(content: string): StepContentResult {
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    return { ok: false, error: "step content is not JSON" };
  }
  const parsed = stepContentSchema.safeParse(json);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, error: z.prettifyError(parsed.error) };
}

export function encodeStepContent(value: StepContent): string {
  return JSON.stringify(value);
}

export const taskSchema = z.looseObject({
  taskId: idSchema,
  status: taskStatusSchema,
  steps: z.array(taskStepSchema).nullish(),
  errorInfo: z.string().nullish(),
  /** "1" or "2" mean terminated by the user; upstreams send it as string or number. */
  errorCode: z.union([z.string(), z.number()]).nullish(),
  firstIsNull: z.boolean().nullish(),
  hasPreData: z.boolean().nullish(),
  agentName: z.string().nullish(),
  /** Ours: the files the task was given, so a hand-off from it (issue 17 'Run this experiment') takes them on after a reload too. */
  fileIds: z.array(idSchema).nullish(),
  /**
   * Ours (issue 19): credits the task has used, metered while it runs and final once it ended; absent on tasks
   * from before credits. The task header shows it.
   */
  creditUsed: z.number().nullish(),
});
export type Task = z.infer<typeof taskSchema>;

/** A step as the chat page holds it after parsing. */
export const taskStepViewSchema = z.looseObject({
  trajectory: z.array(trajectoryMessageSchema).nullish(),
  todo_list: z.array(todoItemSchema).nullish(),
  textContent: z.string().nullish(),
  priority: z.number().nullish(),
  isEnd: z.boolean().nullish(),
  isError: z.boolean().nullish(),
});
export type TaskStepView = z.infer<typeof taskStepViewSchema>;

export const taskCreationPayloadSchema = z.object({
  agentName: agentNameSchema,
  chatSessionId: idSchema,
  query: z
    .string({ error: ValidationMessage.queryRequired })
    .max(InputLimit.text)
    .refine((q) => q.trim().length > 0, ValidationMessage.queryRequired),
  queryContent: z.string().max(InputLimit.text).nullish(),
  /** The client always sends true (spec §7); GPU use is still decided by plan server-side. */
  enableGpu: z.boolean().nullish(),
  tempUrl: z.union([z.string().max(InputLimit.url), z.array(z.string().max(InputLimit.url)).max(InputLimit.listItems)]).nullish(),
  fileIds: z.array(idSchema).max(InputLimit.listItems).nullish(),
  model_override: z.string().max(InputLimit.name).nullish(),
  /** Ours (issue 19): a spend cap for this task, in credits, below the server's; reaching it stops the run. */
  creditCap: z.number().positive().max(1_000_000).nullish(),
});
export type TaskCreationPayload = z.infer<typeof taskCreationPayloadSchema>;

/** Answer of create_task: the task id at least; upstreams may return the whole task. */
export const taskCreatedSchema = z.looseObject({
  taskId: idSchema,
  status: taskStatusSchema.nullish(),
  agentName: z.string().nullish(),
});
export type TaskCreated = z.infer<typeof taskCreatedSchema>;
