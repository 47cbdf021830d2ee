import { describe, expect, it } from "vitest";
import { answersWithToken, isCrossSiteWrite, withoutToken } from "@/lib/bff/request-guards";

const request = (method: string, headers: Record<string, string>) =>
  new Request("http://app.example.org/api/event/track", { method, headers: { host: "app.example.org", ...headers } });

describe("cross-site writes", () => {
  it.each([
    ["a POST from another origin", "POST", { origin: "https://evil.example" }, true],
    ["a POST the browser marks cross-site", "POST", { "sec-fetch-site": "cross-site" }, true],
    ["a POST from our own origin", "POST", { origin: "http://app.example.org", "sec-fetch-site": "same-origin" }, false],
    ["a POST without Origin (a server or CLI client)", "POST", {}, false],
    ["a GET from another origin (reads are the backend's to guard)", "GET", { origin: "https://evil.example" }, false],
    ["a malformed Origin", "DELETE", { origin: "not a url" }, true],
  ])("%s → refused: %s", (_name, method, headers, refused) => {
    expect(isCrossSiteWrite(request(method, headers))).toBe(refused);
  });
});

describe("login answers reaching the browser", () => {
  it("only the contract's login paths carry a token", () => {
    expect(answersWithToken("/user/login")).toBe(true);
    expect(answersWithToken("/login")).toBe(true);
    expect(answersWithToken("/user/getUserInfo")).toBe(false);
  });

  it("lose the token and keep the user info", async () => {
    const answer = Response.json({ code: 0, result: { id: "u1", email: "a@b.org", token: "secret-token" } });
    const stripped = await withoutToken(answer);
    expect(await stripped.json()).toEqual({ code: 0, result: { id: "u1", email: "a@b.org" } });
  });

  it("pass error envelopes through unchanged", async () => {
    const stripped = await withoutToken(Response.json({ code: 401, result: null, message: "Incorrect email or password" }, { status: 401 }));
    expect(stripped.status).toBe(401);
    expect(await stripped.json()).toEqual({ code: 401, result: null, message: "Incorrect email or password" });
  });
});
