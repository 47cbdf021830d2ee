import { describe, expect, it } from "vitest";
import { decideEntry, entryCookies } from "@/lib/bff/entry-params";

const noCookies = () => false;

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

  it("keeps a code-hosting code for the sign-in flow and removes it from the address", () => {
    const decision = decideEntry(new URL("https://app.test/chat?code=abc123&x=1#top"), noCookies);
    expect(decision.cookies).toContainEqual({ name: entryCookies.oauthCode, value: "abc123", maxAgeSeconds: 300, httpOnly: true });
    // The page learns that a code waits (to start the exchange), never the code itself.
    expect(decision.cookies).toContainEqual({ name: entryCookies.oauthCodePending, value: "1", maxAgeSeconds: 300, httpOnly: false });
    expect(decision.redirectTo).toBe("/chat?x=1#top");
  });

  it("sends a session marked not-whitelisted to the private-beta notice, once", () => {
    const marked = (name: string) => name === entryCookies.notWhitelisted;
    expect(decideEntry(new URL("https://app.test/chat"), marked).redirectTo).toBe("/?isNotWhiteName=true");
    expect(decideEntry(new URL("https://app.test/?isNotWhiteName=true"), marked).redirectTo).toBeUndefined();
  });

  it("does nothing for a plain visit", () => {
    expect(decideEntry(new URL("https://app.test/"), noCookies)).toEqual({ cookies: [], events: [], redirectTo: undefined });
  });
});
