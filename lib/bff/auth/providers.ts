import "server-only";
import type { Provider } from "next-auth/providers/index";
import CredentialsProvider from "next-auth/providers/credentials";
import type { RequestOf } from "@/lib/contract";
import { entryCookies, isSessionCookieName } from "../entry-params";
import { backendCall } from "../backend-call";
import type { AuthSettings } from "../config";
import { clientIpOf } from "../peer-address";
import { signedInFromLogin } from "./session-user";
import { refuseNotWhitelisted } from "./whitelist-mark";

/**
 * Sign-in methods (spec §4): email and password; Google and GitHub through OAuth, whose access token the backend
 * verifies (POST /user/login with userChannel); and a code-hosting `?code=` that proxy.ts took off a page's
 * address (only for a sign-in this browser started, code-hosting-start.ts), exchanged by the backend itself.
 */
type RequestHeaders = Record<string, string | string[] | undefined> | undefined;

function headerValue(headers: RequestHeaders, name: string): string | undefined {
  const value = headers?.[name];
  return Array.isArray(value) ? value[0] : value;
}

function clientIpOfHeaders(headers: RequestHeaders): string | undefined {
  return clientIpOf((name) => headerValue(headers, name));
}

function cookieValue(headers: RequestHeaders, name: string): string | undefined {
  for (const part of (headerValue(headers, "cookie") ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return undefined;
}

function hasSessionCookie(headers: RequestHeaders): boolean {
  return (headerValue(headers, "cookie") ?? "").split(";").some((part) => isSessionCookieName(part.trim().split("=")[0] ?? ""));
}

async function backendLogin(body: RequestOf<"user.login">["body"], clientIp: string | undefined) {
  try {
    return signedInFromLogin(await backendCall("user.login", { body }, { clientIp }));
  } catch (error) {
    await refuseNotWhitelisted(error);
    // next-auth hands a thrown message to the page's signIn() result as `error`.
    throw new Error(error instanceof Error ? error.message : "Login failed");
  }
}

export function authProviders(settings: AuthSettings): Provider[] {
  const providers: Provider[] = [
    CredentialsProvider({
      id: "credentials",
      name: "Email",
      credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
      authorize: (credentials, request) =>
        backendLogin(
          { userChannel: "email", email: credentials?.email ?? "", password: credentials?.password ?? "" },
          clientIpOfHeaders(request.headers),
        ),
    }),
    CredentialsProvider({
      id: "github-code",
      name: "GitHub code",
      credentials: {},
      authorize: (_credentials, request) => {
        const code = cookieValue(request.headers, entryCookies.oauthCode);
        // Never over an existing session (issue 13, defect 4): proxy.ts refuses such a code too, this is the backstop.
        if (!code || hasSessionCookie(request.headers)) throw new Error("Sign-in with GitHub failed");
        return backendLogin({ userChannel: "github", code }, clientIpOfHeaders(request.headers));
      },
    }),
  ];
  if (settings.github) {
    providers.push({
      id: "github",
      name: "GitHub",
      type: "oauth",
      issuer: settings.GITHUB_OAUTH_URL,
      clientId: settings.github.clientId,
      clientSecret: settings.github.clientSecret,
      authorization: { url: `${settings.GITHUB_OAUTH_URL}/login/oauth/authorize`, params: { scope: "read:user user:email" } },
      token: `${settings.GITHUB_OAUTH_URL}/login/oauth/access_token`,
      userinfo: `${settings.GITHUB_API_URL}/user`,
      checks: ["state"],
      profile: (profile: { id: number | string; name?: string | null; login?: string; email?: string | null }) => ({
        id: String(profile.id),
        name: profile.name ?? profile.login ?? null,
        email: profile.email ?? null,
      }),
    });
  }
  if (settings.google) {
    providers.push({
      id: "google",
      name: "Google",
      type: "oauth",
      issuer: new URL(settings.GOOGLE_AUTHORIZATION_URL).origin,
      clientId: settings.google.clientId,
      clientSecret: settings.google.clientSecret,
      // Plain OAuth with the userinfo call (no id_token): the backend verifies the same access token the same way.
      authorization: { url: settings.GOOGLE_AUTHORIZATION_URL, params: { scope: "email profile" } },
      token: settings.GOOGLE_TOKEN_URL,
      userinfo: settings.GOOGLE_USERINFO_URL,
      idToken: false,
      checks: ["pkce", "state"],
      profile: (profile: { sub: string; name?: string | null; email?: string | null }) => ({
        id: profile.sub,
        name: profile.name ?? null,
        email: profile.email ?? null,
      }),
    });
  }
  return providers;
}
