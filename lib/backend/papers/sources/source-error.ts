import "server-only";

/**
 * The one error a paper source call ends with, so callers can tell a slow source (timeout) from a refusing one
 * (http, with its status), an unreachable one (network) or a link the guarded fetch refused (blocked) and log which source failed and why.
 */
export type SourceFailure = "timeout" | "http" | "network" | "too_large" | "invalid_response" | "blocked";

export class PaperSourceError extends Error {
  constructor(
    readonly source: string,
    readonly reason: SourceFailure,
    message: string,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(`${source}: ${message}`, options);
    this.name = "PaperSourceError";
  }
}

/**
 * Every paper source failed and the cache had nothing for the query either: the search cannot answer. The message
 * reaches the agent and the user's Process view, so it names each source and the kind of failure only; the
 * network's own words (addresses, ports) stay in `failures`, for the log.
 */
export class PaperSearchUnavailableError extends Error {
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
  if (!(failure instanceof PaperSourceError)) return "unexpected error";
  return `${failure.source}: ${failure.reason === "http" ? `HTTP ${failure.status}` : failure.reason.replace("_", " ")}`;
}
