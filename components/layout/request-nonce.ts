import "server-only";
import { headers } from "next/headers";

/** The page's Content-Security-Policy nonce (proxy.ts): without it the browser refuses an inline script. */
export async function requestNonce(): Promise<string | undefined> {
  return (await headers()).get("x-nonce") ?? undefined;
}
