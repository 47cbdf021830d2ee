import "server-only";
import { UserFacingError } from "../../user-facing-error";

/**
 * The one error a paper source call ends with, so callers can tell a slow source (timeout) from a refusing one
 * (http, with its status), an unreachable one (network) or a link the guarded fetch refused (blocked) and log which source failed and why.
 */
export type SourceFailure = "timeout" | "http" | "network" | "too_large" | "invalid_response" | "blocked";

export class PaperSourceError extends UserFacingError {
  /**
   * `detail` holds the failure in the network's or parser's own words (addresses, ports): it goes to the log with
   * the error; the message, which agents and users see, names only the source and the kind of failure.
   */
  constructor(
    readonly source: string,
    readonly reason: SourceFailure,
    readonly detail: string,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(`${source}: ${reason === "http" ? `HTTP ${status}` : reason.replace("_", " ")}`, options);
    this.name = "PaperSourceError";
  }
}

/**
 * Every paper source failed and the cache had nothing for the query either: the search cannot answer. The message
 * reaches the agent and the user's Process view, so it names each source and the kind of failure only; the
 * network's own words (addresses, ports) stay in `failures`, for the log.
 */
export class PaperSearchUnavailableError extends UserFacingError {
  constructor(
    readonly query: string,
    readonly failures: readonly Error[],
  ) {
    const reasons = failures.map(publicReason).join("; ");
    super(`No paper source answered (${reasons}) and no cached paper matches "${query}". Try again in a minute.`);
    this.name = "PaperSearchUnavailableError";
  }
}

function publicReason(failure: Error): string {
  return failure instanceof PaperSourceError ? failure.message : "unexpected error";
}
