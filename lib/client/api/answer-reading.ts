/**
 * Reading an answer against the contract: the §8 envelope, a call's result schema, the chat stream's events. This
 * is where the browser meets zod and every schema of the contract, so nothing imports it statically: callApi and
 * the chat stream load it with `loadAnswerReading()` as their request leaves, and a page's first load carries only
 * the call table's routes (lib/contract/calls/routes.ts).
 */
import { type CallDef, type CallId, contractCalls } from "@/lib/contract/calls";
import { parseStepContent } from "@/lib/contract/entities/task";
import { parseTodoToolArgs } from "@/lib/contract/entities/trajectory";
import { anyEnvelopeSchema, type Envelope } from "@/lib/contract/envelope";
import { installStepSchemas } from "@/lib/domain/task/step-schemas";

// The steps of the tasks these answers bring are read with the contract's schemas, which arrive here (step-schemas.ts).
installStepSchemas({ parseStepContent, parseTodoToolArgs });

export { parseChatEvent } from "@/lib/contract/chat-events";
export { envelopeMessage } from "@/lib/contract/envelope";

/** The envelope an answer's text holds, or undefined when the text is not one (an HTML error page, a cut body). */
export function readEnvelope(text: string): Envelope | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = anyEnvelopeSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** The call's definition with its schemas. */
export function callDefinition(id: CallId): CallDef {
  return contractCalls[id];
}
