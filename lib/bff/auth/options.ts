import "server-only";
import type { NextAuthOptions } from "next-auth";
import { headers } from "next/headers";
import { ContractError, type UserChannel } from "@/lib/contract";
import { backendCall } from "../backend-call";
import { appUrlIsHttps } from "../browser-headers";
import { authSettings, pointNextAuthAt } from "../config";
import { clientIpOf } from "../peer-address";
import { authSecret } from "./auth-secret";
import { authProviders } from "./providers";
import { signedInFromLogin } from "./session-user";
import { isNotWhitelisted, refuseNotWhitelisted } from "./whitelist-mark";

/** Cookie lifetime = backend token lifetime (spec §9: login cookie 7 days). */
const SESSION_MAX_AGE_SECONDS = 7 * 24 * 3600;

/**
 * next-auth owns the browser session: an encrypted JWT in an httpOnly, SameSite=Lax cookie (Secure when the
 * app is served over https) holding the backend token and the user. The page's session never includes the token.
 */
export function buildAuthOptions(): NextAuthOptions {
  const settings = authSettings();
  pointNextAuthAt(settings.APP_URL);
  return {
    secret: authSecret(),
    providers: authProviders(settings),
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
    jwt: { maxAge: SESSION_MAX_AGE_SECONDS },
    useSecureCookies: appUrlIsHttps(settings.APP_URL),
    pages: { signIn: "/chat", error: "/chat" },
    callbacks: {
      async signIn({ user, account }) {
        if (account?.type !== "oauth") return true;
        try {
          const requestHeaders = await headers();
          // Our OAuth providers are named after their channel (providers.ts: "github", "google").
          const userChannel = account.provider as Exclude<UserChannel, "email">;
          const result = await backendCall(
            "user.login",
            { body: { userChannel, token: account.access_token ?? "" } },
            { clientIp: clientIpOf((name) => requestHeaders.get(name)) },
          );
          Object.assign(user, signedInFromLogin(result));
          return true;
        } catch (error) {
          await refuseNotWhitelisted(error);
          if (isNotWhitelisted(error)) return "/?isNotWhiteName=true";
          const message = error instanceof ContractError ? error.message : "Login failed";
          return `/chat?loginError=${encodeURIComponent(message)}`;
        }
      },
      jwt({ token, user }) {
        if (user?.backendToken && user.profile) {
          token.backendToken = user.backendToken;
          token.user = user.profile;
          token.sub = user.profile.id;
        }
        return token;
      },
      session({ session, token }) {
        if (token.user) session.user = token.user;
        return session;
      },
    },
    events: {
      async signOut({ token }) {
        if (!token.backendToken) return;
        // The session is gone either way; a backend that cannot be reached keeps the token until it expires.
        await backendCall("user.logout", {}, { token: token.backendToken }).catch(() => undefined);
      },
    },
  };
}
