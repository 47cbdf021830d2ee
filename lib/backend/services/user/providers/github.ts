import "server-only";
import { z } from "zod";
import { CODE_HOSTING_RETURN_PATH } from "@/lib/contract/code-hosting";
import type { BackendConfig } from "../../../config";
import { fetchProviderJson, joinUrl, ProviderFailure } from "./provider-http";
import type { ProviderProfile } from "./provider-profile";

/**
 * GitHub sign-in: an access token is checked against the REST API (`/user` and `/user/emails`); a `code` from
 * a ?code= redirect is first exchanged for a token with the app's client id and secret. A token handed to us
 * (not exchanged here) must also belong to our OAuth app (assertGitHubTokenIsOurs).
 */
const githubUserSchema = z.object({
  id: z.union([z.number().int(), z.string().min(1)]),
  login: z.string().min(1),
  name: z.string().nullish(),
});

const githubEmailsSchema = z.array(z.object({ email: z.string(), primary: z.boolean().optional(), verified: z.boolean() }));

const tokenCheckSchema = z.object({ app: z.object({ client_id: z.string() }).optional() });

const accessTokenSchema = z.union([
  z.object({ access_token: z.string().min(1) }),
  z.object({ error: z.string(), error_description: z.string().optional() }),
]);

type GitHubConfig = Pick<
  BackendConfig,
  "APP_URL" | "GITHUB_API_URL" | "GITHUB_OAUTH_URL" | "GITHUB_CLIENT_ID" | "GITHUB_CLIENT_SECRET" | "PROVIDER_TIMEOUT_MS"
>;

export async function githubProfile(config: GitHubConfig, accessToken: string): Promise<ProviderProfile> {
  const init: RequestInit = {
    headers: {
      Authorization: `Bearer ${accessToken}`,
      Accept: "application/vnd.github+json",
      // GitHub refuses API calls without a User-Agent.
      "User-Agent": "research-co-scientist",
      "X-GitHub-Api-Version": "2022-11-28",
    },
  };
  const timeout = config.PROVIDER_TIMEOUT_MS;
  const [userAnswer, emailsAnswer] = await Promise.all([
    fetchProviderJson("github", joinUrl(config.GITHUB_API_URL, "/user"), init, timeout),
    fetchProviderJson("github", joinUrl(config.GITHUB_API_URL, "/user/emails"), init, timeout),
  ]);
  const user = githubUserSchema.safeParse(userAnswer);
  const emails = githubEmailsSchema.safeParse(emailsAnswer);
  if (!user.success || !emails.success) throw new ProviderFailure("github", "unexpected answer from /user or /user/emails");
  // Only a verified address may link to an existing account: anyone can add an unverified one to GitHub.
  const verified = emails.data.find((entry) => entry.primary && entry.verified) ?? emails.data.find((entry) => entry.verified);
  return {
    provider: "github",
    providerUserId: String(user.data.id),
    verifiedEmail: verified?.email,
    name: user.data.name || user.data.login,
    userName: user.data.login,
  };
}

/** Exchanges a sign-in code for an access token (GitHub answers 200 with `error` for a bad code). */
export async function exchangeGitHubCode(config: GitHubConfig, code: string): Promise<string> {
  if (!config.GITHUB_CLIENT_ID || !config.GITHUB_CLIENT_SECRET) {
    throw new ProviderFailure("github", "exchanging a code needs GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET");
  }
  const answer = await fetchProviderJson(
    "github",
    joinUrl(config.GITHUB_OAUTH_URL, "/login/oauth/access_token"),
    {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        client_id: config.GITHUB_CLIENT_ID,
        client_secret: config.GITHUB_CLIENT_SECRET,
        code,
        // The address the sign-in started with (lib/contract/code-hosting.ts): GitHub refuses a code issued for another.
        redirect_uri: joinUrl(config.APP_URL, CODE_HOSTING_RETURN_PATH),
      }),
    },
    config.PROVIDER_TIMEOUT_MS,
  );
  const parsed = accessTokenSchema.safeParse(answer);
  if (!parsed.success) throw new ProviderFailure("github", "unexpected answer from the code exchange");
  if ("error" in parsed.data) throw new ProviderFailure("github", `code exchange refused: ${parsed.data.error}`);
  return parsed.data.access_token;
}

/**
 * GitHub's "check a token" API: 200 only for a live token issued to our client id (404 otherwise), so another
 * app's token for the same person cannot sign in as them here (issue 13, token substitution).
 */
export async function assertGitHubTokenIsOurs(config: GitHubConfig, accessToken: string): Promise<void> {
  const clientId = config.GITHUB_CLIENT_ID;
  if (!clientId || !config.GITHUB_CLIENT_SECRET) {
    throw new ProviderFailure("github", "checking a token needs GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET");
  }
  const answer = await fetchProviderJson(
    "github",
    joinUrl(config.GITHUB_API_URL, `/applications/${encodeURIComponent(clientId)}/token`),
    {
      method: "POST",
      headers: {
        Authorization: `Basic ${Buffer.from(`${clientId}:${config.GITHUB_CLIENT_SECRET}`).toString("base64")}`,
        Accept: "application/vnd.github+json",
        "Content-Type": "application/json",
        "User-Agent": "research-co-scientist",
        "X-GitHub-Api-Version": "2022-11-28",
      },
      body: JSON.stringify({ access_token: accessToken }),
    },
    config.PROVIDER_TIMEOUT_MS,
  );
  const parsed = tokenCheckSchema.safeParse(answer);
  if (!parsed.success) throw new ProviderFailure("github", "unexpected answer from the token check");
  const owner = parsed.data.app?.client_id;
  if (owner !== undefined && owner !== clientId) throw new ProviderFailure("github", `token belongs to another app (${owner})`);
}
