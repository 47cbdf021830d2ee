import { ResultCode } from "./codes";

/**
 * The one error type for a refused contract call, on both sides of the wire. The backend throws it and its code
 * goes into the §8 envelope, its status onto the HTTP answer (business refusals such as 5102 travel with HTTP 200,
 * as the contract's clients expect). The client throws it when an answer carries a failure code, so a caller
 * reads the same `code` whichever side refused.
 */
export class ContractError extends Error {
  readonly code: number;
  readonly httpStatus: number;
  /** Extra answer headers, e.g. Retry-After on 429. */
  readonly headers: Readonly<Record<string, string>>;

  constructor(code: number, message: string, options: { httpStatus?: number; headers?: Record<string, string>; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "ContractError";
    this.code = code;
    this.httpStatus = options.httpStatus ?? httpStatusForCode(code);
    this.headers = options.headers ?? {};
  }

  static badRequest(message: string) {
    return new ContractError(ResultCode.badRequest, message);
  }

  static unauthorized(message = "Please log in first") {
    return new ContractError(ResultCode.unauthorized, message);
  }

  /** Private beta (spec §6): the client sends a code-403 answer to /?isNotWhiteName=true. */
  static notWhitelisted(message = "This version is private beta for whitelisted users") {
    return new ContractError(ResultCode.notWhitelisted, message);
  }

  static notFound(message = "Not found") {
    return new ContractError(ResultCode.notFound, message);
  }

  static tooManyRequests(retryAfterSeconds: number, message = "Too many attempts") {
    return new ContractError(ResultCode.tooManyRequests, message, { httpStatus: 429, headers: { "Retry-After": String(retryAfterSeconds) } });
  }
}

/** Codes that mirror HTTP statuses travel with that status; business codes (5xxx) with 200. */
export function httpStatusForCode(code: number): number {
  return code >= 400 && code < 600 ? code : 200;
}
