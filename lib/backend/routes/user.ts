import "server-only";
import { loginSchemaFor } from "@/lib/contract";
import type { BackendDeps } from "../deps";
import { type CallHandler, type CallRouter, mount } from "../http/mount";
import { getUserCreditInfo } from "../services/credit/credit-info";
import { getUserCreditUsage } from "../services/credit/credit-usage";
import { loginWithPassword } from "../services/user/login-with-password";
import { loginWithProvider } from "../services/user/login-with-provider";
import { resetPassword } from "../services/user/reset-password";
import { sendEmailAuthCode } from "../services/user/send-email-auth-code";
import { signUpWithEmail } from "../services/user/sign-up-with-email";
import { revokeToken } from "../services/user/tokens";
import { toUserInfo } from "../services/user/user-info";

/** Accounts (spec §4, §7 user calls): sign-in, sign-up with a mailed code, password reset, user info, logout, credits. */
export function mountUserCalls(api: CallRouter, deps: BackendDeps) {
  /** Login answers carry the token; the BFF keeps it in the session and strips it before the browser. */
  const login: CallHandler<"user.login"> = ({ body, clientIp }) =>
    body.userChannel === "email" ? loginWithPassword(deps, body, clientIp) : loginWithProvider(deps, body, clientIp);
  mount(api, "user.login", login, { bodySchemaFor: loginSchemaFor });
  // The contract's POST /login takes the same body (see its `invented` note).
  mount(api, "auth.login", login, { bodySchemaFor: loginSchemaFor });
  mount(api, "user.getUserInfo", ({ user }) => toUserInfo(user));
  mount(api, "user.emailSignUp", async ({ body }) => {
    await signUpWithEmail(deps, body);
    return true;
  });
  mount(api, "user.sendEmailAuthCode", async ({ query, clientIp }) => {
    await sendEmailAuthCode(deps, query, clientIp);
    return true;
  });
  mount(api, "user.resetPassword", async ({ body }) => {
    await resetPassword(deps, body);
    return true;
  });
  // Answers true even for a token that is already invalid: signing out must never fail.
  mount(api, "user.logout", async ({ token }) => {
    if (token) await revokeToken(deps, token);
    return true;
  });
  mount(api, "user.getUserCreditInfo", ({ user }) => getUserCreditInfo(deps.db, user.id));
  mount(api, "user.getUserCreditUsage", ({ user, query }) => getUserCreditUsage(deps.db, user.id, query.page, query.limit));
}
