import "server-only";
import { ResultCode } from "@/lib/contract/codes";
import { anyEnvelopeSchema, envelopeMessage } from "@/lib/contract/envelope";
import { backendTarget } from "./backend-target";

/**
 * A contract call made by the BFF itself (sign-in callbacks, logout), not forwarded from the browser: the same
 * backend, the same envelope. Resolves to the result on code 0, else throws BackendCallError with the code.
 */
export class BackendCallError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = "BackendCallError";
  }
}

type CallOptions = { method?: "GET" | "POST"; body?: unknown; token?: string; clientIp?: string };

export async function callBackend(path: string, options: CallOptions = {}): Promise<unknown> {
  const target = await backendTarget();
  const headers = new Headers({ accept: "application/json", "source-platform": "web" });
  if (options.body !== undefined) headers.set("content-type", "application/json");
  if (options.token) {
    headers.set("AuthToken", options.token);
    headers.set("token", options.token);
  }
  if (options.clientIp) headers.set("x-forwarded-for", options.clientIp);
  let answer: Response;
  try {
    answer = await target.fetch(
      new Request(`${target.baseUrl}${path}`, {
        method: options.method ?? "POST",
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: AbortSignal.timeout(30_000),
      }),
    );
  } catch {
    throw new BackendCallError(ResultCode.badGateway, "Network error");
  }
  const parsed = anyEnvelopeSchema.safeParse(await answer.json().catch(() => undefined));
  if (!parsed.success) throw new BackendCallError(answer.status || ResultCode.badGateway, "Request error");
  if (parsed.data.code !== ResultCode.success) {
    throw new BackendCallError(parsed.data.code, envelopeMessage(parsed.data) ?? "Request error");
  }
  return parsed.data.result;
}
