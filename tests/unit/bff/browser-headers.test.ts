import { describe, expect, it } from "vitest";
import { appUrlIsHttps, contentSecurityPolicy, newNonce } from "@/lib/bff/browser-headers";

/** Issue 13, defect 7: the page policy a browser enforces. */
const directives = (policy: string) => new Map(policy.split("; ").map((part) => [part.split(" ")[0], part.split(" ").slice(1)] as const));

describe("the pages' Content-Security-Policy", () => {
  const policy = directives(contentSecurityPolicy({ nonce: "abc123==", https: false, development: false }));

  it("runs only scripts carrying this request's nonce, and what they load", () => {
    expect(policy.get("script-src")).toEqual(["'self'", "'nonce-abc123=='", "'strict-dynamic'"]);
    expect(policy.get("script-src")).not.toContain("'unsafe-inline'");
    expect(policy.get("script-src")).not.toContain("'unsafe-eval'");
  });

  it("allows no plugins, no <base>, and no framing", () => {
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'none'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
  });

  it("upgrades insecure requests only when the app is served over https", () => {
    expect(policy.has("upgrade-insecure-requests")).toBe(false);
    expect(contentSecurityPolicy({ nonce: "n", https: true, development: false })).toContain("upgrade-insecure-requests");
  });
});

describe("nonces and the https switch", () => {
  it("a nonce is fresh on every call, 128 random bits in base64", () => {
    const nonces = new Set(Array.from({ length: 100 }, newNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Z0-9+/]{22}==$/i);
  });

  it.each([
    ["https://app.example.org", true],
    ["  HTTPS://app.example.org", true],
    ["http://localhost:3000", false],
    [undefined, false],
  ])("APP_URL %s → https %s", (appUrl, https) => {
    expect(appUrlIsHttps(appUrl)).toBe(https);
  });
});
