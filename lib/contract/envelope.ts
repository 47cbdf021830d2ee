import { z } from "zod";
import { ResultCode } from "./codes";

/**
 * The response envelope of every /api answer (spec §8): `code` 0 means success and `result` holds the answer.
 * Upstreams name the text `message` or `msg` and the error `error` or `errorMsg`; we accept all four.
 */
export const envelopeSchema = <T extends z.ZodType>(result: T) =>
  z.object({
    code: z.number().int(),
    result: result.nullish(),
    message: z.string().nullish(),
    msg: z.string().nullish(),
    error: z.string().nullish(),
    errorMsg: z.string().nullish(),
  });

export const anyEnvelopeSchema = envelopeSchema(z.unknown());
export type Envelope<T = unknown> = {
  code: number;
  result?: T | null;
  message?: string | null;
  msg?: string | null;
  error?: string | null;
  errorMsg?: string | null;
};

/** The human text of an envelope, whichever field the server used. */
export function envelopeMessage(envelope: Envelope): string | undefined {
  return envelope.message || envelope.msg || envelope.error || envelope.errorMsg || undefined;
}

export function isSuccess(envelope: Envelope): boolean {
  return envelope.code === ResultCode.success;
}

/** The success envelope our backend sends. */
export function successEnvelope<T>(result: T): Envelope<T> {
  return { code: ResultCode.success, result, message: "success" };
}

/** The error envelope our backend and BFF send: both text fields filled so either reading works. */
export function errorEnvelope(code: number, message: string): Envelope<null> {
  return { code, result: null, message, error: message };
}
