/**
 * The on-demand load of answer-reading.ts (zod and the contract's schemas, the largest part of a page's script
 * otherwise). Started as a request leaves, so the chunk arrives while the request is in flight; the browser
 * fetches it once. A failed load rejects where it is awaited, and is otherwise not reported as unhandled.
 */
export type AnswerReading = typeof import("./answer-reading");

export function loadAnswerReading(): Promise<AnswerReading> {
  const loading = import("./answer-reading");
  loading.catch(() => undefined);
  return loading;
}
