/**
 * Result codes carried in the envelope's `code` field (spec §8). Code 0 is success; the business codes
 * (5xxx) have a client action each; the rest mirror HTTP statuses so both backends and the BFF speak one set.
 */
export const ResultCode = {
  success: 0,
  badRequest: 400,
  unauthorized: 401,
  notWhitelisted: 403,
  notFound: 404,
  methodNotAllowed: 405,
  timeout: 408,
  payloadTooLarge: 413,
  tooManyRequests: 429,
  serverError: 500,
  notImplemented: 501,
  badGateway: 502,
  serviceUnavailable: 503,
  gatewayTimeout: 504,
  insufficientCredit: 5016,
  /** Not numbered in the spec ("a special exceeding-limit code"); ours. The client offers a contact link. */
  exceedingLimit: 5017,
  freeUserCannotUseCodeAgent: 5019,
  maxConcurrentQueries: 5102,
  /** No model configured: the answer names the settings to set (DESIGN §5). */
  modelNotConfigured: 5201,
  /** Ours: the daily feed has no paper yet (nothing ingested); the message says so and the page shows it. */
  feedWaiting: 5301,
} as const;

export type ResultCodeName = keyof typeof ResultCode;
export type ResultCodeValue = (typeof ResultCode)[ResultCodeName];

/** Messages the spec fixes verbatim (§8). */
export const ResultMessage = {
  maxConcurrentQueries: "Max 2 queries can run at once.",
  requestError: "Request error",
  disconnected: "Disconnected from server",
  connectionResumed: "Connection resumed",
  serviceBusy: "Service is busy",
} as const;
