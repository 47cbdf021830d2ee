import "server-only";
import { errorEnvelope, ResultCode } from "@/lib/contract";

/**
 * Backend tokens never reach the browser (DESIGN §2, issue 13 defect 2): the token lives in the session cookie
 * only. A call whose answer carries one (the contract's `answerCarriesToken`: the sign-in calls) is always read
 * whole and scrubbed, whatever its headers say, and an answer of it that is no JSON is not passed on at all. Every
 * other JSON answer the BFF relays loses any field that could hold a token too, as a second guard. The BFF's own
 * sign-in calls (lib/bff/backend-call.ts) go to the backend directly and still read the token.
 * Storage credentials (getSTSToken's `securityToken`) are meant for the browser and keep their own names.
 */
const TOKEN_FIELD = /^(?:auth|backend|access|refresh|id)?[-_]?token$/i;
/**
 * A cheap look before parsing: an answer with no such key, and no `\u` escape that could spell one, is passed on
 * as it came.
 */
const TOKEN_KEY_IN_TEXT = /"(?:auth|backend|access|refresh|id)?[-_]?token"\s*:|\\u/i;
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;

/** A download (Content-Disposition: attachment) is the user's own file, passed on byte for byte and never buffered. */
export function mayCarryToken(headers: Headers): boolean {
  return JSON_TYPE.test(headers.get("content-type") ?? "") && !/^\s*attachment\b/i.test(headers.get("content-disposition") ?? "");
}

export async function withoutTokens(answer: Response, carriesToken = false): Promise<Response> {
  if (answer.body === null || !(carriesToken || mayCarryToken(answer.headers))) return answer;
  const text = await answer.text();
  const init = { status: answer.status, statusText: answer.statusText, headers: new Headers(answer.headers) };
  init.headers.delete("content-length");
  if (!carriesToken && !TOKEN_KEY_IN_TEXT.test(text)) return new Response(text, init);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    if (carriesToken) return Response.json(errorEnvelope(ResultCode.badGateway, "Request error"), { status: ResultCode.badGateway });
    return new Response(text, init);
  }
  return new Response(JSON.stringify(stripTokenFields(body)), init);
}

export function stripTokenFields(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripTokenFields);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).filter(([key]) => !TOKEN_FIELD.test(key)).map(([key, field]) => [key, stripTokenFields(field)]),
  );
}
