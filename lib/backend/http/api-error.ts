import "server-only";
import { ResultCode } from "@/lib/contract/codes";
import { UserFacingError } from "../user-facing-error";

/**
 * The one error type services throw. Its code goes into the envelope; its HTTP status is what load balancers
 * and logs see (business refusals such as 5102 travel with HTTP 200, as the contract's clients expect).
 */
export class ApiError extends UserFacingError {
  constructor(
    readonly code: number,
    message: string,
    readonly httpStatus: number = httpStatusFor(code),
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = "ApiError";
  }

  static badRequest(message: string) {
    return new ApiError(ResultCode.badRequest, message);
  }

  static unauthorized(message = "Please log in first") {
    return new ApiError(ResultCode.unauthorized, message);
  }

  /** Private beta (spec §6): the client sends a code-403 answer to /?isNotWhiteName=true. */
  static notWhitelisted(message = "This version is private beta for whitelisted users") {
    return new ApiError(ResultCode.notWhitelisted, message);
  }

  static notFound(message = "Not found") {
    return new ApiError(ResultCode.notFound, message);
  }

  static tooManyRequests(retryAfterSeconds: number, message = "Too many attempts") {
    return new ApiError(ResultCode.tooManyRequests, message, 429, { "Retry-After": String(retryAfterSeconds) });
  }
}

function httpStatusFor(code: number): number {
  return code >= 400 && code < 600 ? code : 200;
}
