import "server-only";
import { randomBytes } from "node:crypto";
import { NextResponse } from "next/server";
import { CODE_HOSTING_RETURN_PATH } from "@/lib/contract/code-hosting";
import { ResultCode } from "@/lib/contract/codes";
import { errorEnvelope } from "@/lib/contract/envelope";
import { appUrlIsHttps } from "../browser-headers";
import { authSettings } from "../config";
import { entryCookies } from "../entry-params";

/**
 * Starts a code-hosting (GitHub) `?code=` sign-in (issue 13, defect 4): a random state goes into an httpOnly,
 * SameSite=Lax cookie and to GitHub, which sends it back beside the code; proxy.ts keeps the code only when the
 * two match (lib/bff/entry-params.ts). The return address is fixed, and the backend names it again on the exchange.
 */
const STATE_MAX_AGE_SECONDS = 10 * 60;

export function startCodeHostingSignIn(): Response {
  const settings = authSettings();
  if (!settings.github) return Response.json(errorEnvelope(ResultCode.notFound, "Not found"), { status: 404 });
  const state = randomBytes(32).toString("base64url");
  const authorize = new URL("/login/oauth/authorize", settings.GITHUB_OAUTH_URL);
  authorize.search = new URLSearchParams({
    client_id: settings.github.clientId,
    redirect_uri: new URL(CODE_HOSTING_RETURN_PATH, settings.APP_URL).toString(),
    scope: "read:user user:email",
    state,
  }).toString();
  const response = NextResponse.redirect(authorize);
  response.cookies.set(entryCookies.oauthState, state, {
    httpOnly: true,
    sameSite: "lax",
    secure: appUrlIsHttps(settings.APP_URL),
    path: "/",
    maxAge: STATE_MAX_AGE_SECONDS,
  });
  return response;
}
