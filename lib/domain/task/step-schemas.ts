/**
 * The contract's readers of what a task's steps hold (a step's content; a todo call's arguments), installed by the
 * module that brings zod and the contract's schemas (lib/client/api/answer-reading.ts, loaded on demand; the unit
 * tests' setup installs them too). A page only has steps to read once a call has brought them, and that call loaded
 * the schemas to read its answer: so the session page carries neither zod nor the schemas in its first load, nor
 * builds them while it hydrates.
 */
import type { StepContentResult } from "@/lib/contract/entities/task";
import type { TodoToolArgs } from "@/lib/contract/entities/trajectory";

export type StepSchemas = {
  parseStepContent: (content: string) => StepContentResult;
  parseTodoToolArgs: (value: unknown) => TodoToolArgs | undefined;
};

let installed: StepSchemas | undefined;

export function installStepSchemas(schemas: StepSchemas): void {
  installed = schemas;
}

export function stepSchemas(): StepSchemas {
  if (installed === undefined) throw new Error("A task step was read before the contract's schemas were loaded");
  return installed;
}
