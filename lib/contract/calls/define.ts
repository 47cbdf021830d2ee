import type { z } from "zod";

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

/**
 * How a call answers. `json`: the §8 envelope with `result`. `sse`: an event stream whose events `result`
 * describes ({ event, data }). `file` and `empty`: bytes or nothing on success; on failure still an error
 * envelope, so `result` is null for those.
 */
export type CallResponseKind = "json" | "sse" | "file" | "empty";

/** What the backend requires; the BFF forwards either way and the backend answers 401 when required. */
export type CallAuth = "none" | "optional" | "required";

export type CallDef = {
  method: HttpMethod;
  /** Path under /api; `:name` segments are described by `params`. */
  path: `/${string}`;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  result: z.ZodType;
  response: CallResponseKind;
  auth: CallAuth;
  /**
   * The backend's answer holds the account's backend token (sign-in calls). The BFF reads it into the session
   * cookie and never relays it; every other answer is still scrubbed of token-like fields as a second guard.
   */
  answerCarriesToken?: true;
  /**
   * Set when the call is partly ours: spec §7 shows no method/path, no payload or no answer for it, or the
   * mapping of a named operation onto a shown path is our reading. Says what was chosen and why.
   */
  invented?: string;
};

/** Identity at runtime; keeps the literal types so request/result types can be derived per call. */
export function defineCall<const T extends CallDef>(def: T): T {
  return def;
}

type Out<C, K extends string> = C extends { [P in K]: infer S extends z.ZodType } ? z.output<S> : undefined;
type In<C, K extends string> = C extends { [P in K]: infer S extends z.ZodType } ? z.input<S> : undefined;

/** Parsed (server-side) shapes. */
export type CallParams<C extends CallDef> = Out<C, "params">;
export type CallQuery<C extends CallDef> = Out<C, "query">;
export type CallBody<C extends CallDef> = Out<C, "body">;
export type CallResult<C extends CallDef> = z.output<C["result"]>;

/** What a client sends (before defaults and coercion). */
export type CallParamsInput<C extends CallDef> = In<C, "params">;
export type CallQueryInput<C extends CallDef> = In<C, "query">;
export type CallBodyInput<C extends CallDef> = In<C, "body">;

type Part<C, K extends string> = C extends { [P in K]: infer S extends z.ZodType }
  ? { [P in K]: z.input<S> }
  : Record<never, never>;

/** A client request: only the parts the call has. */
export type CallRequest<C extends CallDef> = Part<C, "params"> & Part<C, "query"> & Part<C, "body">;

/**
 * Fills `:name` segments. Values are URI-encoded so an id can never add a path segment; a missing value throws
 * because sending a literal ":id" upstream would hit the wrong resource.
 */
export function buildCallPath(path: string, params?: Readonly<Record<string, string | number>>): string {
  return path.replace(/:([A-Z_]\w*)/gi, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** A call's query as sent: each present value once, as text; null and undefined leave the name out. */
export function buildCallQuery(query?: Readonly<Record<string, unknown>>): URLSearchParams {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined) search.append(name, String(value));
  }
  return search;
}

/** Matches a concrete path against a call path; returns the params or undefined. */
export function matchCallPath(pattern: string, path: string): Record<string, string> | undefined {
  return matchPathSegments(patternSegments(pattern), pathSegments(path));
}

/** A path's segments as matchCallPath compares them: a trailing slash is no segment of its own. */
export function pathSegments(path: string): string[] {
  return path.replace(/(?<!\/)\/+$/, "").split("/");
}

/**
 * The BFF matches every /api request against the call paths (findCall, the event streams' door), so each pattern is
 * split once, not once per request and call. Patterns are the contract's call paths, a fixed few dozen.
 */
const splitPatterns = new Map<string, readonly string[]>();

export function patternSegments(pattern: string): readonly string[] {
  let segments = splitPatterns.get(pattern);
  if (segments === undefined) {
    segments = pattern.split("/");
    splitPatterns.set(pattern, segments);
  }
  return segments;
}

/** matchCallPath on a path already split (pathSegments), for callers that try one path against many patterns. */
export function matchPathSegments(want: readonly string[], got: readonly string[]): Record<string, string> | undefined {
  if (want.length !== got.length) return undefined;
  const params: Record<string, string> = {};
  for (const [i, segment] of want.entries()) {
    const actual = got[i] ?? "";
    if (segment.startsWith(":")) {
      if (actual === "") return undefined;
      try {
        params[segment.slice(1)] = decodeURIComponent(actual);
      } catch {
        return undefined;
      }
    } else if (segment !== actual) return undefined;
  }
  return params;
}
