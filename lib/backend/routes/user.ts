import "server-only";
import { type Context, Hono } from "hono";
import { contractCalls, loginSchemaFor } from "@/lib/contract";
import type { BackendDeps } from "../deps";
import { clientIp, readToken, requireUser } from "../http/auth";
import { ok, parseInput, readJsonBody } from "../http/respond";
import { loginWithPassword } from "../services/user/login-with-password";
import { loginWithProvider } from "../services/user/login-with-provider";
import { resetPassword } from "../services/user/reset-password";
import { sendEmailAuthCode } from "../services/user/send-email-auth-code";
import { signUpWithEmail } from "../services/user/sign-up-with-email";
import { revokeToken } from "../services/user/tokens";
import { toUserInfo } from "../services/user/user-info";

/** Accounts (spec §4, §7 user calls): sign-in, sign-up with a mailed code, password reset, user info, logout. */
export function userRoutes(deps: BackendDeps) {
  /** Login answers carry the token; the BFF keeps it in the session and strips it before the browser. */
  const login = async (c: Context) => {
    const body = await readJsonBody(c);
    const request = parseInput(loginSchemaFor(body), body);
    const ip = clientIp(c, deps.config);
    const answer =
      request.userChannel === "email" ? await loginWithPassword(deps, request, ip) : await loginWithProvider(deps, request, ip);
    return ok(c, answer);
  };

  return (
    new Hono()
      .post("/user/login", login)
      // The contract's POST /login takes the same body (see its `invented` note).
      .post("/login", login)
      .post("/user/getUserInfo", async (c) => ok(c, toUserInfo(await requireUser(c, deps))))
      .post("/user/emailSignUp", async (c) => {
        const request = parseInput(contractCalls["user.emailSignUp"].body, await readJsonBody(c));
        await signUpWithEmail(deps, request);
        return ok(c, true);
      })
      .get("/user/sendEmailAuthCode", async (c) => {
        const query = parseInput(contractCalls["user.sendEmailAuthCode"].query, c.req.query());
        await sendEmailAuthCode(deps, query, clientIp(c, deps.config));
        return ok(c, true);
      })
      .post("/user/resetPassword", async (c) => {
        const request = parseInput(contractCalls["user.resetPassword"].body, await readJsonBody(c));
        await resetPassword(deps, request);
        return ok(c, true);
      })
      // Answers true even for a token that is already invalid: signing out must never fail.
      .post("/user/logout", async (c) => {
        const token = readToken(c);
        if (token) await revokeToken(deps, token);
        return ok(c, true);
      })
  );
}
