/**
 * The browser's one way to make a contract call (spec §7, §8; DESIGN §10): `callApi("task.getTask", { query })`.
 * Method and path come from the call's route, the answer's `result` is parsed with its result schema (loaded with
 * the first call, see load-answer-reading.ts). It adds the contract's headers and GET timestamp, unwraps the
 * envelope, and on failure applies the §8 error policy once before throwing a FailedCallError.
 */
import { ResultMessage } from "@/lib/contract/codes";
import type { CallId, RequestOf, ResultOf } from "@/lib/contract/calls";
import { callRoutes } from "@/lib/contract/calls/routes";
import { yieldToBrowser } from "@/lib/client/shell/yield-to-browser";
import { API_BASE_PATH, callUrl, type CallUrlParts } from "./call-url";
import { browserErrorEffects } from "./error-effects";
import { applyErrorAction, decideErrorAction, errorActionMessage, type ErrorEffects, type ErrorInput } from "./error-policy";
import { FailedCallError } from "./failed-call-error";
import { getFingerprint } from "./fingerprint";
import { type AnswerReading, loadAnswerReading } from "./load-answer-reading";
import { browserIsOnline } from "./network-status";
import { currentShareId, scopedQuery } from "./share-scope";

export type CallOptions = {
  signal?: AbortSignal;
  /** No toasts or dialogs, for calls whose failures the page swallows (§8); 401 and 403 still act. */
  silent?: boolean;
};

/** A request part a client may leave out when everything in it is optional (a GET's cache-buster query). */
type OptionalKeys<R> = { [K in keyof R]: Record<never, never> extends R[K] ? K : never }[keyof R];
export type CallRequestOf<Id extends CallId> = Omit<RequestOf<Id>, OptionalKeys<RequestOf<Id>>> &
  Partial<Pick<RequestOf<Id>, OptionalKeys<RequestOf<Id>>>>;

/** The request may be left out when the call needs nothing from the caller. */
export type CallArgs<Id extends CallId> =
  Record<never, never> extends CallRequestOf<Id>
    ? [request?: CallRequestOf<Id>, options?: CallOptions]
    : [request: CallRequestOf<Id>, options?: CallOptions];

export type CallApi = <Id extends CallId>(id: Id, ...args: CallArgs<Id>) => Promise<ResultOf<Id>>;

export type CallApiDeps = {
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  effects: ErrorEffects;
  isOnline: () => boolean;
  language: () => string | undefined;
  fingerprint: () => string;
  now: () => number;
  /** The envelope and result schemas, loaded on demand. */
  answerReading: () => Promise<AnswerReading>;
  /** Same-origin prefix of the contract. */
  basePath: string;
  /** Resolves in a later task of the browser's (see send). */
  nextTask: () => Promise<void>;
};

type WireRequest = CallUrlParts & { body?: unknown };

const browserDeps: CallApiDeps = {
  // Resolved per call so a test or polyfill that replaces globalThis.fetch later is honoured.
  fetch: (input, init) => globalThis.fetch(input, init),
  effects: browserErrorEffects,
  isOnline: browserIsOnline,
  language: () => (typeof navigator === "undefined" ? undefined : navigator.language),
  fingerprint: getFingerprint,
  now: Date.now,
  answerReading: loadAnswerReading,
  basePath: API_BASE_PATH,
  nextTask: yieldToBrowser,
};

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  // fetch rejects with the signal's reason, which need not be an AbortError when the caller chose another.
  return signal?.aborted === true || (error instanceof Error && error.name === "AbortError");
}

export function createCallApi(overrides: Partial<CallApiDeps> = {}): CallApi {
  const deps: CallApiDeps = { ...browserDeps, ...overrides };

  function fail(input: Omit<ErrorInput, "online">, silent: boolean | undefined, cause?: unknown): never {
    const action = decideErrorAction({ ...input, online: deps.isOnline() });
    const quiet = silent === true && (action.kind === "toast" || action.kind === "dialog");
    if (!quiet) applyErrorAction(action, deps.effects);
    throw new FailedCallError({
      envelopeCode: input.code,
      httpStatus: input.httpStatus,
      message: input.message ?? errorActionMessage(action) ?? ResultMessage.requestError,
      action,
      cause,
    });
  }

  async function send(id: CallId, request: WireRequest, options: CallOptions): Promise<unknown> {
    // Each request is prepared and started in a task of its own. A page's first effects start several at once, and
    // a fetch costs the main thread a few ms (more under DevTools' network tracing, as in Lighthouse): in the one
    // task of the effects they added up to a long task, blocking the page just as it became usable.
    await deps.nextTask();
    // Canceled while waiting for its task: it never leaves (§8: canceled requests are ignored, see the catch below).
    options.signal?.throwIfAborted();
    const reading = deps.answerReading();
    const call = callRoutes[id];
    const headers = new Headers({ Accept: "application/json", fingerprint: deps.fingerprint(), "source-platform": "web" });
    const language = deps.language();
    if (language) headers.set("Accept-Language", language);
    // Every body of the contract is JSON: spec §7's form-encoded default is declared by none of its calls.
    const hasBody = call.method !== "GET" && request.body !== undefined;
    if (hasBody) headers.set("Content-Type", "application/json");

    let response: Response;
    let text: string;
    try {
      // A visitor's reads carry the shared session's shareId (share-scope.ts); which reads take one, the schemas say.
      const query = currentShareId() === undefined ? request.query : scopedQuery((await reading).callDefinition(id), request.query);
      const url = callUrl(call, { ...request, query }, deps.now(), deps.basePath);
      response = await deps.fetch(url, {
        method: call.method,
        headers,
        body: hasBody ? JSON.stringify(request.body) : undefined,
        signal: options.signal,
        credentials: "same-origin",
      });
      text = await response.text();
    } catch (error) {
      // §8: canceled requests are ignored; the caller that canceled expects its own error back.
      if (isAbort(error, options.signal)) throw error;
      return fail({}, options.silent, error);
    }

    const httpStatus = response.status;
    let schemas: AnswerReading;
    try {
      schemas = await reading;
    } catch (error) {
      // The schemas' chunk could not be fetched (offline, a deploy replaced it): as good as a failed request.
      return fail({}, options.silent, error);
    }
    const envelope = schemas.readEnvelope(text);
    if (!envelope) return fail({ httpStatus }, options.silent);
    const message = schemas.envelopeMessage(envelope);
    if (envelope.code !== 0 || !response.ok) return fail({ code: envelope.code, httpStatus, message }, options.silent);

    const result = schemas.callDefinition(id).result.safeParse(envelope.result);
    // An answer outside the contract is a bug on one side; the user gets the generic text, developers the issues.
    if (!result.success) return fail({ httpStatus }, options.silent, result.error);
    return result.data;
  }

  return <Id extends CallId>(id: Id, ...[request, options]: CallArgs<Id>) =>
    // The result schema parsed above is the call's own, so its output is the call's ResultOf.
    send(id, (request ?? {}) as WireRequest, options ?? {}) as Promise<ResultOf<Id>>;
}

/** The app's contract calls: same-origin /api, real toasts, dialogs and logout. */
export const callApi: CallApi = createCallApi();
