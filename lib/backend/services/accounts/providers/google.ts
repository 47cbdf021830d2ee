import "server-only";
import { z } from "zod";
import type { BackendConfig } from "../../../config";
import { fetchProviderJson, ProviderFailure } from "./provider-http";
import type { ProviderProfile } from "./provider-profile";

/** Google sign-in: the access token is checked against the OpenID Connect userinfo endpoint. */
const userinfoSchema = z.object({
  sub: z.string().min(1),
  email: z.string().optional(),
  // Some Google endpoints send the flag as a string.
  email_verified: z.union([z.boolean(), z.enum(["true", "false"])]).optional(),
  name: z.string().optional(),
});

export async function googleProfile(
  config: Pick<BackendConfig, "GOOGLE_USERINFO_URL" | "PROVIDER_TIMEOUT_MS">,
  accessToken: string,
): Promise<ProviderProfile> {
  const answer = await fetchProviderJson(
    "google",
    config.GOOGLE_USERINFO_URL,
    { headers: { Authorization: `Bearer ${accessToken}`, Accept: "application/json" } },
    config.PROVIDER_TIMEOUT_MS,
  );
  const parsed = userinfoSchema.safeParse(answer);
  if (!parsed.success) throw new ProviderFailure("google", "unexpected answer from userinfo");
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
