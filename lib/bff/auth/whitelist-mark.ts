import "server-only";
import { cookies } from "next/headers";
import { ContractError, ResultCode } from "@/lib/contract";
import { entryCookies } from "../entry-params";

/**
 * A sign-in the backend refuses with code 403 (private beta, spec §6) marks the browser so proxy.ts sends it to
 * the private-beta notice (/?isNotWhiteName=true) until the mark expires.
 */
export async function refuseNotWhitelisted(error: unknown): Promise<void> {
  if (!isNotWhitelisted(error)) return;
  (await cookies()).set(entryCookies.notWhitelisted, "1", { httpOnly: true, sameSite: "lax", path: "/", maxAge: 3600 });
}

export function isNotWhitelisted(error: unknown): boolean {
  return error instanceof ContractError && error.code === ResultCode.notWhitelisted;
}
