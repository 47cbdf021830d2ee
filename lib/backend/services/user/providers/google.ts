import "server-only";
import { z } from "zod";
import type { BackendConfig } from "../../../config";
import { fetchProviderJson, ProviderFailure } from "./provider-http";
import type { ProviderProfile } from "./provider-profile";

/**
 * Google sign-in: the access token is checked at tokeninfo (it must have been issued to our GOOGLE_CLIENT_ID)
 * and read at the OpenID Connect userinfo endpoint. Userinfo alone answers for a token issued to any app, so
 * another site's token for the same person would sign in as them here (issue 13, token substitution).
 */
const userinfoSchema = z.object({
  sub: z.string().min(1),
  email: z.string().optional(),
  // Some Google endpoints send the flag as a string.
  email_verified: z.union([z.boolean(), z.enum(["true", "false"])]).optional(),
  name: z.string().optional(),
});

const tokeninfoSchema = z.object({ aud: z.string().optional(), azp: z.string().optional(), sub: z.string().optional() });

type GoogleConfig = Pick<BackendConfig, "GOOGLE_USERINFO_URL" | "GOOGLE_TOKENINFO_URL" | "GOOGLE_CLIENT_ID" | "PROVIDER_TIMEOUT_MS">;

export async function googleProfile(config: GoogleConfig, accessToken: string): Promise<ProviderProfile> {
  const clientId = config.GOOGLE_CLIENT_ID;
  if (!clientId) throw new ProviderFailure("google", "checking a token needs GOOGLE_CLIENT_ID");
  const [tokeninfo, userinfo] = await Promise.all([
    // POST, so the token travels in the body and never in a URL a log could keep.
    fetchProviderJson(
      "google",
      config.GOOGLE_TOKENINFO_URL,
      { method: "POST", headers: { Accept: "application/json" }, body: new URLSearchParams({ access_token: accessToken }) },
      config.PROVIDER_TIMEOUT_MS,
    ),
    fetchProviderJson(
      "google",
      config.GOOGLE_USERINFO_URL,
      { headers: { Authorization: `Bearer ${accessToken}`, Accept: "application/json" } },
      config.PROVIDER_TIMEOUT_MS,
    ),
  ]);
  const parsed = userinfoSchema.safeParse(userinfo);
  if (!parsed.success) throw new ProviderFailure("google", "unexpected answer from userinfo");
  assertIssuedTo(clientId, tokeninfo, parsed.data.sub);
  const { sub, email, email_verified: verified, name } = parsed.data;
  const isVerified = verified === true || verified === "true";
  return {
    provider: "google",
    providerUserId: sub,
    verifiedEmail: isVerified ? email : undefined,
    name: name ?? null,
    userName: null,
  };
}

/** `aud` is the client the token was issued to; `azp` the presenting client when Google sets one. */
function assertIssuedTo(clientId: string, answer: unknown, sub: string): void {
  const info = tokeninfoSchema.safeParse(answer);
  if (!info.success) throw new ProviderFailure("google", "unexpected answer from tokeninfo");
  const { aud, azp } = info.data;
  if (aud !== clientId && azp !== clientId) {
    throw new ProviderFailure("google", `token issued to another client (aud ${aud ?? "none"}, azp ${azp ?? "none"})`);
  }
  if (info.data.sub !== undefined && info.data.sub !== sub) throw new ProviderFailure("google", "tokeninfo and userinfo name different users");
}
