import { describe, expect, it } from "vitest";
import { decideEntry, entryCookies, isSessionCookieName } from "@/lib/bff/entry-params";

const jarOf = (cookies: Record<string, string>, hasSession = false) => ({ get: (name: string) => cookies[name], hasSession });
const noCookies = jarOf({});

describe("query parameters read on entry (spec §2)", () => {
  it("stores ref as the inviter code and utm_source as the referral code", () => {
    const decision = decideEntry(new URL("https://app.test/chat?ref=INV42&utm_source=newsletter"), noCookies);
    expect(decision.cookies.map((cookie) => [cookie.name, cookie.value])).toEqual([
      [entryCookies.inviterCode, "INV42"],
      [entryCookies.referralCode, "newsletter"],
    ]);
    expect(decision.redirectTo).toBeUndefined();
  });

  it("logs utm_cn, utm_email and utm_community as analytics events", () => {
    const decision = decideEntry(new URL("https://app.test/?utm_cn=wechat&utm_email=may&utm_community=discord"), noCookies);
    expect(decision.events.map((event) => [event.event, event.properties.value])).toEqual([
      ["utm_cn", "wechat"],
      ["utm_email", "may"],
      ["utm_community", "discord"],
    ]);
  });

  const started = jarOf({ [entryCookies.oauthState]: "state-from-our-start" });
  const stateSpent = { name: entryCookies.oauthState, value: "", maxAgeSeconds: 0, httpOnly: true };

  it("keeps a code-hosting code whose state this browser started, spends the state, and cleans the address", () => {
    const decision = decideEntry(new URL("https://app.test/chat?code=abc123&state=state-from-our-start&x=1#top"), started);
    expect(decision.cookies).toContainEqual({ name: entryCookies.oauthCode, value: "abc123", maxAgeSeconds: 300, httpOnly: true });
    // The page learns that a code waits (to start the exchange), never the code itself.
    expect(decision.cookies).toContainEqual({ name: entryCookies.oauthCodePending, value: "1", maxAgeSeconds: 300, httpOnly: false });
    expect(decision.cookies).toContainEqual(stateSpent);
    expect(decision.redirectTo).toBe("/chat?x=1#top");
  });

  describe("refuses a code this browser did not start, or one over a session (issue 13, defect 4)", () => {
    it.each([
      ["without a state", "https://app.test/chat?code=abc123&x=1", started],
      ["with a wrong state", "https://app.test/chat?code=abc123&state=state-from-elsewhere&x=1", started],
      ["with a state of the right length but other letters", "https://app.test/chat?code=abc123&state=state-from-our-stars&x=1", started],
      ["with a state but no sign-in started here", "https://app.test/chat?code=abc123&state=state-from-our-start&x=1", noCookies],
      ["over an existing session, even with the right state", "https://app.test/chat?code=abc123&state=state-from-our-start&x=1", jarOf({ [entryCookies.oauthState]: "state-from-our-start" }, true)],
    ])("%s", (_case, address, jar) => {
      const decision = decideEntry(new URL(address), jar);
      expect(decision.cookies.map((cookie) => cookie.name)).not.toContain(entryCookies.oauthCode);
      expect(decision.cookies.map((cookie) => cookie.name)).not.toContain(entryCookies.oauthCodePending);
      // The code and state still leave the address.
      expect(decision.redirectTo).toBe("/chat?x=1");
    });

    it("a code parked before the session began is dropped once signed in", () => {
      const decision = decideEntry(new URL("https://app.test/chat"), jarOf({ [entryCookies.oauthCode]: "spent" }, true));
      expect(decision.cookies).toEqual([{ name: entryCookies.oauthCode, value: "", maxAgeSeconds: 0, httpOnly: true }]);
    });

    it("a state is single use: the first code spends it", () => {
      expect(decideEntry(new URL("https://app.test/chat?code=wrong&state=guess"), started).cookies).toContainEqual(stateSpent);
    });
  });

  it.each([
    ["next-auth.session-token", true],
    ["__Secure-next-auth.session-token", true],
    ["next-auth.session-token.0", true],
    ["next-auth.csrf-token", false],
    ["xnext-auth.session-token", false],
  ])("%s is a session cookie: %s", (name, session) => {
    expect(isSessionCookieName(name)).toBe(session);
  });

  it("sends a session marked not-whitelisted to the private-beta notice, once", () => {
    const marked = jarOf({ [entryCookies.notWhitelisted]: "1" });
    expect(decideEntry(new URL("https://app.test/chat"), marked).redirectTo).toBe("/?isNotWhiteName=true");
    expect(decideEntry(new URL("https://app.test/?isNotWhiteName=true"), marked).redirectTo).toBeUndefined();
  });

  it("does nothing for a plain visit", () => {
    expect(decideEntry(new URL("https://app.test/"), noCookies)).toEqual({ cookies: [], events: [], redirectTo: undefined });
  });

  describe("a visitor's /papers (issue 22)", () => {
    it("renders /papers without a session from the visitor's page, under the same address and with its parameters", () => {
      const decision = decideEntry(new URL("https://app.test/papers?pid=2401.00001&ref=INV42"), noCookies);
      expect(decision.rewriteTo).toBe("/visitor-papers?pid=2401.00001&ref=INV42");
      expect(decision.redirectTo).toBeUndefined();
      // The entry's other work still happens on that request.
      expect(decision.cookies.map((cookie) => cookie.name)).toEqual([entryCookies.inviterCode]);
    });

    it("leaves /papers with a session to the signed-in screen, and other pages alone", () => {
      expect(decideEntry(new URL("https://app.test/papers?profile=open"), jarOf({}, true)).rewriteTo).toBeUndefined();
      expect(decideEntry(new URL("https://app.test/papers/x"), noCookies).rewriteTo).toBeUndefined();
      expect(decideEntry(new URL("https://app.test/chat"), noCookies).rewriteTo).toBeUndefined();
    });

    it("sends the visitor's page's own address back to /papers, signed in or not", () => {
      for (const jar of [noCookies, jarOf({}, true)]) {
        const decision = decideEntry(new URL("https://app.test/visitor-papers?efpid=arxiv:1706.03762"), jar);
        expect(decision.redirectTo).toBe("/papers?efpid=arxiv:1706.03762");
        expect(decision.rewriteTo).toBeUndefined();
      }
    });

    it("sends a not-whitelisted session to the notice before anything else", () => {
      const decision = decideEntry(new URL("https://app.test/papers"), jarOf({ [entryCookies.notWhitelisted]: "1" }));
      expect(decision.redirectTo).toBe("/?isNotWhiteName=true");
      expect(decision.rewriteTo).toBeUndefined();
    });
  });
});
