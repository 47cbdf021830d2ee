/**
 * The JSON object a page stored in browser storage, or undefined for nothing stored, text that is not JSON, or
 * JSON that is not an object. Its fields are still unknown: each reader checks the ones it needs.
 */
export function parseStoredRecord(raw: string | null | undefined): Record<string, unknown> | undefined {
  if (!raw) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}
