import "server-only";
import type { Context, Hono } from "hono";
import type { BlankEnv, BlankSchema } from "hono/types";
import type { z } from "zod";
import {
  type BodyOf,
  type CallDef,
  type CallId,
  contractCalls,
  type ContractCalls,
  type ContractError,
  type ParamsOf,
  type QueryOf,
  type ResultOf,
} from "@/lib/contract";
import type { EmptyAnswer, FileAnswer } from "../call-answers";
import type { BackendConfig } from "../config";
import type { UserRow } from "../db/schema";
import type { EventProducer } from "../event-channel";
import { answerCall } from "./answer-call";
import { type AccountsPort, clientIp, readToken, requireUser } from "./auth";
import { requestIdOf } from "./request-id";
import { parseInput, readJsonBody } from "./respond";
import { sseReaderOf } from "./sse";
import { type StreamSlot, takeStreamSlot } from "./stream-slots";

/**
 * Serving a contract call: `mount(api, "task.getTask", ({ user, query }) => …)`. Method, path, auth, the request's
 * schemas and the answer's kind all come from `contractCalls[id]`, so a handler only maps parsed input to a service.
 */
/** Where calls are mounted (the app under /api), and what authentication and client addresses need. */
export type CallRouter = { hono: Hono<BlankEnv, BlankSchema, string>; accounts: AccountsPort; config: Pick<BackendConfig, "TRUST_PROXY"> };

type AuthOf<Id extends CallId> = ContractCalls[Id]["auth"];

/** `required`: the user, resolved before anything else. `optional`: the token, and the user when the handler asks. */
type Caller<Id extends CallId> = AuthOf<Id> extends "required"
  ? { user: UserRow }
  : AuthOf<Id> extends "optional"
    ? { token: string | undefined; requireUser: () => Promise<UserRow> }
    : Record<never, never>;

export type CallContext<Id extends CallId> = Caller<Id> & {
  params: ParamsOf<Id>;
  query: QueryOf<Id>;
  body: BodyOf<Id>;
  /** The request as received: its headers, and for a call without a JSON body its byte stream. */
  request: Request;
  requestId: string;
  /** The address per-IP limits count (http/auth.ts clientIp). */
  clientIp: string;
};

type Answers<Id extends CallId> = { json: ResultOf<Id>; sse: EventProducer; file: FileAnswer; empty: EmptyAnswer };
export type AnswerOf<Id extends CallId> = Answers<Id>[ContractCalls[Id]["response"]];
export type CallHandler<Id extends CallId> = (context: CallContext<Id>) => AnswerOf<Id> | Promise<AnswerOf<Id>>;

/** What a call needs that the contract does not say. */
export type MountOptions<Id extends CallId> = {
  /** Serve the path with a trailing slash too (the spec writes the chat stream as /api/chat/). */
  trailingSlash?: true;
  /** The token may come as the `token` query parameter, where upstream-compatible chat clients send it. */
  tokenInQuery?: true;
  /** The body schema picked by the body itself, so a failure names one variant's own message, not a union's. */
  bodySchemaFor?: (body: unknown) => z.ZodType<BodyOf<Id>>;
  /** An event stream's cap of streams open at once, taken after the input is checked and held until it ends. */
  streamSlot?: (context: CallContext<Id>) => StreamSlot;
  /** A JSON result that still answers as a failure, keeping the result in the envelope. */
  failureOf?: (result: ResultOf<Id>) => ContractError | undefined;
};

const mountedByApp = new WeakMap<object, CallId[]>();

/** The call ids mounted on an app, once per mount (the coverage test reads them). */
export function mountedCallIds(hono: object): readonly CallId[] {
  return mountedByApp.get(hono) ?? [];
}

export function mount<Id extends CallId>(router: CallRouter, id: Id, handler: CallHandler<Id>, options: MountOptions<Id> = {}): void {
  const call: CallDef = contractCalls[id];
  mountedByApp.set(router.hono, [...mountedCallIds(router.hono), id]);
  const paths = options.trailingSlash ? [call.path, `${call.path}/`] : [call.path];
  router.hono.on(call.method, paths, async (c: Context) => {
    // One cast: the context is built from `call` at run time, which TypeScript cannot tie back to `Id`.
    const context = (await contextOf(router, call, c, options)) as CallContext<Id>;
    const release = options.streamSlot && takeStreamSlot(options.streamSlot(context));
    try {
      const answer = await handler(context);
      const failureOf = options.failureOf as ((result: unknown) => ContractError | undefined) | undefined;
      return answerCall(c, call.response, answer, { failureOf, reader: { ...sseReaderOf(c), onEnd: release } });
    } catch (error) {
      release?.();
      throw error;
    }
  });
}

/** Auth first (a stranger learns nothing about the input), then params, query and body, each by the call's schema. */
async function contextOf<Id extends CallId>(router: CallRouter, call: CallDef, c: Context, options: MountOptions<Id>) {
  const token = readToken(c, { allowQuery: options.tokenInQuery });
  const caller =
    call.auth === "required"
      ? { user: await requireUser(router.accounts, token) }
      : call.auth === "optional"
        ? { token, requireUser: () => requireUser(router.accounts, token) }
        : {};
  const params: unknown = call.params ? parseInput(call.params, c.req.param()) : undefined;
  const query: unknown = call.query ? parseInput(call.query, c.req.query()) : undefined;
  const body: unknown = call.body ? await parsedBody(c, call.body, options.bodySchemaFor) : undefined;
  return { ...caller, params, query, body, request: c.req.raw, requestId: requestIdOf(c), clientIp: clientIp(c, router.config) };
}

async function parsedBody(c: Context, schema: z.ZodType, schemaFor: ((body: unknown) => z.ZodType) | undefined): Promise<unknown> {
  const raw = await readJsonBody(c);
  return parseInput(schemaFor?.(raw) ?? schema, raw);
}
