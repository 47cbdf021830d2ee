/** When the landing page shows the private-beta notice (spec §2 query parameters, §6 whitelist). */
export const NOT_WHITELISTED_PARAM = "isNotWhiteName";

type ReadableParams = { get: (name: string) => string | null };

export function showsPrivateBetaNotice(params: ReadableParams): boolean {
  return params.get(NOT_WHITELISTED_PARAM)?.trim().toLowerCase() === "true";
}
