import "server-only";
import {
  anyEnvelopeSchema,
  buildCallPath,
  buildCallQuery,
  type CallDef,
  type CallId,
  contractCalls,
  ContractError,
  envelopeMessage,
  type RequestOf,
  ResultCode,
  type ResultOf,
} from "@/lib/contract";
import { stripTokenFields } from "./answer-tokens";
import { backendTarget } from "./backend-target";

/**
 * A contract call the BFF makes itself (sign-in callbacks, logout, server-side analytics), not one forwarded from a
 * browser: named by its call id, so its method, path, request and result types all come from lib/contract. The same
 * backend, the same envelope. Resolves to the result, parsed with the call's result schema, on code 0; anything
 * else throws a ContractError with the code (502 when the backend cannot be reached or answers no envelope).
 * Only a call marked `answerCarriesToken` hands its token fields back; every other result loses them, as a
 * relayed answer does (answer-tokens.ts).
 */
type BackendCallOptions = { token?: string; clientIp?: string };
type RequestParts = { params?: Record<string, string | number>; query?: Record<string, unknown>; body?: unknown };

const CALL_TIMEOUT_MS = 30_000;

export async function backendCall<Id extends CallId>(id: Id, request: RequestOf<Id>, options: BackendCallOptions = {}): Promise<ResultOf<Id>> {
  const call: CallDef = contractCalls[id];
  const parts: RequestParts = request;
  const target = await backendTarget();
  const headers = new Headers({ accept: "application/json", "source-platform": "web" });
  if (parts.body !== undefined) headers.set("content-type", "application/json");
  if (options.token) {
    headers.set("AuthToken", options.token);
    headers.set("token", options.token);
  }
  if (options.clientIp) headers.set("x-forwarded-for", options.clientIp);
  let answer: Response;
  try {
    answer = await target.fetch(
      new Request(`${target.baseUrl}${buildCallPath(call.path, parts.params)}${searchOf(parts.query)}`, {
        method: call.method,
        headers,
        body: parts.body === undefined ? undefined : JSON.stringify(parts.body),
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      }),
    );
  } catch {
    throw new ContractError(ResultCode.badGateway, "Network error");
  }
  const envelope = anyEnvelopeSchema.safeParse(await answer.json().catch(() => undefined));
  if (!envelope.success) throw new ContractError(answer.status >= 400 ? answer.status : ResultCode.badGateway, "Request error");
  if (envelope.data.code !== ResultCode.success) {
    throw new ContractError(envelope.data.code, envelopeMessage(envelope.data) ?? "Request error", { httpStatus: answer.status });
  }
  const result = call.result.safeParse(call.answerCarriesToken ? envelope.data.result : stripTokenFields(envelope.data.result));
  if (!result.success) throw new ContractError(ResultCode.badGateway, "Request error");
  return result.data as ResultOf<Id>;
}

function searchOf(query: RequestParts["query"]): string {
  const text = buildCallQuery(query).toString();
  return text === "" ? "" : `?${text}`;
}
