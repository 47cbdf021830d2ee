import { z } from "zod";
import { agentNameSchema } from "../primitives";

/** An entry of the @ agent menu. */
export const agentDefinitionSchema = z.object({
  label: z.string(),
  desc: z.string(),
  agentName: agentNameSchema,
  /** Prefix text inserted in the input, e.g. "@Deep Survey ". */
  value: z.string(),
  labelContent: z.string().nullish(),
});
export type AgentDefinition = z.infer<typeof agentDefinitionSchema>;

export const agentListEntrySchema = z.object({
  value: z.string(),
  label: z.string(),
  agentName: agentNameSchema,
});
export type AgentListEntry = z.infer<typeof agentListEntrySchema>;

export const useCaseExampleSchema = z.object({
  agentName: agentNameSchema,
  name: z.string(),
  content: z.string(),
});
export type UseCaseExample = z.infer<typeof useCaseExampleSchema>;
