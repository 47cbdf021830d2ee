import { encode } from "next-auth/jwt";
import { beforeAll, describe, expect, it } from "vitest";
import { sessionBackendToken, sessionCookieName } from "@/lib/bff/session-token";

const secret = "unit-test-secret-of-enough-length";
beforeAll(() => {
  process.env.AUTH_SECRET = secret;
});

const withCookie = (cookie: string) => new Request("http://app.test/api/x", { headers: { cookie } });

describe("the backend token, read from the encrypted session cookie", () => {
  it("comes out of a session cookie next-auth wrote", async () => {
    const jwt = await encode({ token: { backendToken: "tok-abc", sub: "u1" }, secret });
    expect(await sessionBackendToken(withCookie(`other=1; next-auth.session-token=${jwt}`))).toBe("tok-abc");
  });

  it("is read only under the name next-auth is configured for (issue 13, defect 7)", async () => {
    const jwt = await encode({ token: { backendToken: "tok-named" }, secret });
    expect(await sessionBackendToken(withCookie(`__Secure-next-auth.session-token=${jwt}`))).toBeUndefined();
    process.env.APP_URL = "https://app.example.org";
    try {
      expect(sessionCookieName()).toBe("__Secure-next-auth.session-token");
      expect(await sessionBackendToken(withCookie(`__Secure-next-auth.session-token=${jwt}`))).toBe("tok-named");
      expect(await sessionBackendToken(withCookie(`next-auth.session-token=${jwt}`))).toBeUndefined();
    } finally {
      delete process.env.APP_URL;
    }
  });

  it("comes out of a cookie split into chunks", async () => {
    const jwt = await encode({ token: { backendToken: "tok-chunked" }, secret });
    const half = Math.floor(jwt.length / 2);
    const cookie = `next-auth.session-token.0=${jwt.slice(0, half)}; next-auth.session-token.1=${jwt.slice(half)}`;
    expect(await sessionBackendToken(withCookie(cookie))).toBe("tok-chunked");
  });

  it("is absent without a session, or with a cookie encrypted under another key", async () => {
    expect(await sessionBackendToken(withCookie("theme=dark"))).toBeUndefined();
    const forged = await encode({ token: { backendToken: "tok-forged" }, secret: "some-other-secret-entirely" });
    expect(await sessionBackendToken(withCookie(`next-auth.session-token=${forged}`))).toBeUndefined();
  });
});
