import {
  type CallBody,
  type CallDef,
  type CallParams,
  type CallQuery,
  type CallRequest,
  type CallResult,
  matchPathSegments,
  pathSegments,
  patternSegments,
} from "./define";
import { chatCalls } from "./chat";
import { creditCalls } from "./credit";
import { fileCalls } from "./file";
import { miscCalls } from "./misc";
import { papersCalls } from "./papers";
import { profileCalls } from "./profile";
import type { RoutedCallId } from "./routes";
import { taskCalls } from "./task";
import { userCalls } from "./user";

export * from "./chat";
export * from "./credit";
export * from "./define";
export * from "./file";
export * from "./misc";
export * from "./papers";
export * from "./profile";
export * from "./routes";
export * from "./task";
export * from "./user";

/** Every /api call of the contract, keyed "area.name"; tests iterate it, the backend routes and the client call it. */
export const contractCalls = {
  ...userCalls,
  ...profileCalls,
  ...papersCalls,
  ...creditCalls,
  ...chatCalls,
  ...fileCalls,
  ...taskCalls,
  ...miscCalls,
} as const satisfies Record<RoutedCallId, CallDef>;

export type ContractCalls = typeof contractCalls;
export type CallId = keyof ContractCalls;
export const callIds = Object.keys(contractCalls) as CallId[];

/** Request parts (params/query/body) of a call as a client sends them. */
export type RequestOf<Id extends CallId> = CallRequest<ContractCalls[Id]>;
/** The envelope `result` (or, for event streams, one parsed event) of a call. */
export type ResultOf<Id extends CallId> = CallResult<ContractCalls[Id]>;

/** Parsed (server-side) request parts of a call. */
export type ParamsOf<Id extends CallId> = CallParams<ContractCalls[Id]>;
export type QueryOf<Id extends CallId> = CallQuery<ContractCalls[Id]>;
export type BodyOf<Id extends CallId> = CallBody<ContractCalls[Id]>;

export function getCall<Id extends CallId>(id: Id): ContractCalls[Id] {
  return contractCalls[id];
}

/** Which call a method and /api-relative path hit (for routers and the BFF's auth decision). */
export function findCall(method: string, path: string): { id: CallId; params: Record<string, string> } | undefined {
  const wanted = method.toUpperCase();
  const segments = pathSegments(path);
  for (const id of callIds) {
    const call: CallDef = contractCalls[id];
    if (call.method !== wanted) continue;
    const params = matchPathSegments(patternSegments(call.path), segments);
    if (params) return { id, params };
  }
  return undefined;
}
