/**
 * What the browser's contract calls throw: the contract's one error type, plus the §8 action the client has
 * already taken for it (a toast, a dialog, the logout, the whitelist redirect), so a caller never acts twice.
 */
import { ResultCode } from "@/lib/contract/codes";
import { ContractError } from "@/lib/contract/contract-error";
import type { ErrorAction } from "./error-policy";

export type FailedCallInit = {
  /** The answer's envelope code, when the answer was an envelope. */
  envelopeCode?: number;
  /** The HTTP status, when an answer arrived at all. */
  httpStatus?: number;
  message: string;
  action: ErrorAction;
  cause?: unknown;
};

/**
 * The code a failure is read by. An envelope says it; an answer without one is read by its HTTP status, as the
 * contract's status-mirroring codes are; an answer outside the contract (a readable status, an unreadable body or
 * result) is a server-side bug; no answer at all means no service was reached.
 */
function codeOf({ envelopeCode, httpStatus }: Pick<FailedCallInit, "envelopeCode" | "httpStatus">): number {
  if (envelopeCode !== undefined && envelopeCode !== ResultCode.success) return envelopeCode;
  if (httpStatus === undefined) return ResultCode.serviceUnavailable;
  return httpStatus >= 400 ? httpStatus : ResultCode.serverError;
}

export class FailedCallError extends ContractError {
  readonly action: ErrorAction;

  constructor(init: FailedCallInit) {
    // Status 0: no answer arrived (the request never reached a server, or the connection dropped).
    super(codeOf(init), init.message, { httpStatus: init.httpStatus ?? 0, cause: init.cause });
    this.name = "FailedCallError";
    this.action = init.action;
  }
}
