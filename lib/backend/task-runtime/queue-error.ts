/**
 * What a pg-boss `error` event is logged with. pg-boss emits what its pool and its workers met: a pg error, a
 * socket error, or (for a worker's failure) a plain object spread from the error with its queue and worker added. A
 * plain object is not error-like to the logger's serializer, which then writes it whole, and a pg error can carry
 * what its connection held; so only the fields that say what went wrong, and where, are kept.
 */
const KEPT_FIELDS = ["message", "code", "severity", "detail", "queue", "worker", "stack"] as const;

export type QueueErrorFields = Partial<Record<(typeof KEPT_FIELDS)[number], string>>;

export function queueErrorFields(error: unknown): QueueErrorFields {
  if (typeof error !== "object" || error === null) return { message: String(error) };
  const source = error as Record<string, unknown>;
  const fields: QueueErrorFields = {};
  for (const field of KEPT_FIELDS) {
    const value = source[field];
    if (typeof value === "string" || typeof value === "number") fields[field] = String(value);
  }
  return fields;
}
