import { describe, expect, it } from "vitest";
import { hasLoginMarker, isLoginArrival, withLoginMarker, withoutLoginMarker } from "@/lib/domain/account/login-arrival";
import { CLEAR_OAUTH_CODE_PENDING_COOKIE, hasPendingOAuthCode } from "@/lib/domain/account/oauth-code";
import { showsPrivateBetaNotice } from "@/lib/domain/account/private-beta";
import { decideSignInOutcome, isWhitelistRefusal } from "@/lib/domain/account/sign-in-outcome";

describe("sign-in answers", () => {
  it.each([
    [{ ok: true, error: null }, { kind: "success" }],
    [{ ok: false, error: "Incorrect email or password" }, { kind: "failed", message: "Incorrect email or password" }],
    [{ ok: false, error: "Too many attempts" }, { kind: "failed", message: "Too many attempts" }],
    [{ ok: true, error: "CredentialsSignin" }, { kind: "failed", message: "Incorrect email or password" }],
    [{ ok: false, error: "This version is private beta for whitelisted users" }, { kind: "notWhitelisted" }],
    [{ ok: false, error: null }, { kind: "failed", message: undefined }],
    [undefined, { kind: "failed", message: undefined }],
  ])("%j → %j", (answer, outcome) => {
    expect(decideSignInOutcome(answer)).toEqual(outcome);
  });

  it("recognises the whitelist refusal whatever its case or surrounding text", () => {
    expect(isWhitelistRefusal("this version is private beta for whitelisted users.")).toBe(true);
    expect(isWhitelistRefusal("Login failed")).toBe(false);
    expect(isWhitelistRefusal(undefined)).toBe(false);
  });
});

// Spec §2/§6: the private-beta notice shows at /?isNotWhiteName=true and nowhere else.
describe("private-beta notice", () => {
  it.each([
    ["?isNotWhiteName=true", true],
    ["?isNotWhiteName=TRUE", true],
    ["?isNotWhiteName=false", false],
    ["?isNotWhiteName=", false],
    ["?other=true", false],
    ["", false],
  ])("%s → %s", (search, shown) => {
    expect(showsPrivateBetaNotice(new URLSearchParams(search))).toBe(shown);
  });
});

// Spec §4: 'Login success' once per sign-in, including an OAuth return that loads the page already signed in.
describe("login arrival", () => {
  it.each([
    [undefined, "loading", false, false],
    [undefined, "authenticated", false, false], // an old session on page load
    [undefined, "authenticated", true, true], // OAuth return with the marker
    [undefined, "unauthenticated", true, false], // OAuth abandoned
    ["unauthenticated", "authenticated", false, true], // credentials or code exchange on this page
    ["authenticated", "authenticated", true, false], // already greeted
    ["authenticated", "unauthenticated", false, false],
  ] as const)("previous %s, now %s, marker %s → %s", (previous, current, marker, arrival) => {
    expect(isLoginArrival(previous, current, marker)).toBe(arrival);
  });

  it("adds the marker to the callback address and takes it off again, keeping the rest", () => {
    const marked = withLoginMarker("https://app.example/chat?x=1#top");
    expect(marked).toBe("https://app.example/chat?x=1&login=1#top");
    expect(hasLoginMarker(new URL(marked).searchParams)).toBe(true);
    expect(withoutLoginMarker(marked)).toBe("/chat?x=1#top");
    expect(withoutLoginMarker("https://app.example/chat?x=1")).toBeUndefined();
  });
});

describe("code-hosting code waiting for exchange", () => {
  it.each([
    ["oauth_code_pending=1", true],
    ["a=b; oauth_code_pending=1; c=d", true],
    ["oauth_code_pending=0", false],
    ["xoauth_code_pending=1", false],
    ["", false],
  ])("%j → %s", (cookies, pending) => {
    expect(hasPendingOAuthCode(cookies)).toBe(pending);
  });

  it("is cleared by an expired cookie of the same name and path", () => {
    expect(CLEAR_OAUTH_CODE_PENDING_COOKIE).toMatch(/^oauth_code_pending=;.*Max-Age=0;.*path=\//);
  });
});
