/**
 * The one fetch wrapper the UI uses for the /api contract (spec §7, §8): it adds the contract's headers and GET
 * timestamp, unwraps the envelope, and on failure applies the §8 error policy once before throwing an ApiError.
 */
import type { z } from "zod";
import { ResultMessage } from "@/lib/contract/codes";
import { anyEnvelopeSchema, envelopeMessage, type Envelope } from "@/lib/contract/envelope";
import { browserErrorEffects } from "./error-effects";
import {
  applyErrorAction,
  decideErrorAction,
  errorActionMessage,
  type ErrorAction,
  type ErrorEffects,
  type ErrorInput,
} from "./error-policy";
import { getFingerprint } from "./fingerprint";
import { browserIsOnline } from "./network-status";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type QueryValue = string | number | boolean | null | undefined;

export type ApiRequestOptions<T> = {
  method?: HttpMethod;
  query?: Record<string, QueryValue>;
  /** Sent as JSON, or form-encoded with `form`; FormData and URLSearchParams go as they are. */
  body?: unknown;
  /** Form-encode a flat object body: the contract's default encoding, still used by a few calls (§7). */
  form?: boolean;
  signal?: AbortSignal;
  /** Validates `result` of a successful answer. */
  schema?: z.ZodType<T>;
  /** No toasts or dialogs, for calls whose failures the page swallows (§8); 401 and 403 still act. */
  silent?: boolean;
};

export class ApiError extends Error {
  readonly code: number | undefined;
  readonly httpStatus: number | undefined;
  readonly action: ErrorAction;

  constructor(init: { code?: number; httpStatus?: number; message: string; action: ErrorAction; cause?: unknown }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = "ApiError";
    this.code = init.code;
    this.httpStatus = init.httpStatus;
    this.action = init.action;
  }
}

export type ApiClientDeps = {
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  effects: ErrorEffects;
  isOnline: () => boolean;
  language: () => string | undefined;
  fingerprint: () => string;
  now: () => number;
  /** Same-origin prefix of the contract. */
  basePath: string;
};

export type ApiRequest = <T = unknown>(path: string, options?: ApiRequestOptions<T>) => Promise<T>;

const defaultDeps: ApiClientDeps = {
  // Resolved per call so a test or polyfill that replaces globalThis.fetch later is honoured.
  fetch: (input, init) => globalThis.fetch(input, init),
  effects: browserErrorEffects,
  isOnline: browserIsOnline,
  language: () => (typeof navigator === "undefined" ? undefined : navigator.language),
  fingerprint: getFingerprint,
  now: Date.now,
  basePath: "/api",
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  // fetch rejects with the signal's reason, which need not be an AbortError when the caller chose another.
  return signal?.aborted === true || (error instanceof Error && error.name === "AbortError");
}

function buildUrl(deps: ApiClientDeps, path: string, method: HttpMethod, query: ApiRequestOptions<unknown>["query"]) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined) params.append(key, String(value));
  }
  // §7: GET calls carry a timestamp so no cache in between answers with stale data.
  if (method === "GET") params.set("timestamp", String(deps.now()));
  const search = params.toString();
  const url = `${deps.basePath}${path}`;
  if (!search) return url;
  return `${url}${url.includes("?") ? "&" : "?"}${search}`;
}

function encodeBody(body: unknown, form: boolean | undefined, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData || body instanceof URLSearchParams) return body;
  if (form) {
    if (!isRecord(body)) throw new TypeError("A form-encoded body must be a flat object");
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(body)) {
      if (value !== null && value !== undefined) params.append(key, String(value));
    }
    headers.set("Content-Type", "application/x-www-form-urlencoded;charset=UTF-8");
    return params;
  }
  headers.set("Content-Type", "application/json");
  return JSON.stringify(body);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function createApiClient(overrides: Partial<ApiClientDeps> = {}): ApiRequest {
  const deps: ApiClientDeps = { ...defaultDeps, ...overrides };

  function fail(input: Omit<ErrorInput, "online">, silent: boolean | undefined, cause?: unknown): never {
    const action = decideErrorAction({ ...input, online: deps.isOnline() });
    const quiet = silent === true && (action.kind === "toast" || action.kind === "dialog");
    if (!quiet) applyErrorAction(action, deps.effects);
    throw new ApiError({
      code: input.code,
      httpStatus: input.httpStatus,
      message: input.message ?? errorActionMessage(action) ?? ResultMessage.requestError,
      action,
      cause,
    });
  }

  return async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions<T> = {}): Promise<T> {
    const method = options.method ?? "GET";
    const headers = new Headers({
      Accept: "application/json",
      fingerprint: deps.fingerprint(),
      "source-platform": "web",
    });
    const language = deps.language();
    if (language) headers.set("Accept-Language", language);
    const body = method === "GET" ? undefined : encodeBody(options.body, options.form, headers);

    let response: Response;
    let text: string;
    try {
      response = await deps.fetch(buildUrl(deps, path, method, options.query), {
        method,
        headers,
        body,
        signal: options.signal,
        credentials: "same-origin",
      });
      text = await response.text();
    } catch (error) {
      // §8: canceled requests are ignored; the caller that canceled expects its own error back.
      if (isAbort(error, options.signal)) throw error;
      return fail({}, options.silent, error);
    }

    const parsed = anyEnvelopeSchema.safeParse(parseJson(text));
    const envelope: Envelope | undefined = parsed.success ? parsed.data : undefined;
    const httpStatus = response.status;
    if (!envelope) return fail({ httpStatus }, options.silent);
    const message = envelopeMessage(envelope);
    if (envelope.code !== 0 || !response.ok) return fail({ code: envelope.code, httpStatus, message }, options.silent);

    // Without a schema the caller vouches for the result's type, as with any unvalidated JSON.
    if (!options.schema) return envelope.result as T;
    const result = options.schema.safeParse(envelope.result);
    // An answer outside the contract is a bug on one side; the user gets the generic text, developers the issues.
    if (!result.success) return fail({ httpStatus }, options.silent, result.error);
    return result.data;
  };
}

/** The app's api client: same-origin /api, real toasts, dialogs and logout. */
export const apiRequest: ApiRequest = createApiClient();
