import "server-only";
import { ContractError } from "@/lib/contract";

/**
 * An error whose message was written for the people who read it: a refusal a service explains, or a failure
 * described without addresses, SQL or stack. Anything else that escapes to a user (an agent's Process view, an
 * answer) is replaced by a generic sentence and logged with its detail (issue 13, defect 10).
 */
export class UserFacingError extends Error {}

/** A contract refusal (ContractError) is written for the people who read it too. */
export function isUserFacing(error: unknown): error is UserFacingError | ContractError {
  return error instanceof UserFacingError || error instanceof ContractError;
}
