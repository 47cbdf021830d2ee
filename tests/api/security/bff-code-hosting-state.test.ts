import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readBackendConfig } from "@/lib/backend/config";
import { exchangeGitHubCode } from "@/lib/backend/services/user/providers/github";
import { startCodeHostingSignIn } from "@/lib/bff/auth/code-hosting-start";
import { decideEntry, entryCookies } from "@/lib/bff/entry-params";

/**
 * Issue 13, defect 4: a code-hosting sign-in starts here with a state bound to this browser, the code that comes
 * back is kept only with that state, and the exchange names the same return address the start gave GitHub.
 */
let exchanges: URLSearchParams[] = [];
let github: http.Server;
let githubUrl: string;
beforeAll(async () => {
  github = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      exchanges.push(new URLSearchParams(body));
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ access_token: "gho_fake", token_type: "bearer" }));
    });
  });
  await new Promise<void>((resolve) => github.listen(0, "127.0.0.1", resolve));
  githubUrl = `http://127.0.0.1:${(github.address() as AddressInfo).port}`;
  Object.assign(process.env, { APP_URL: "https://app.example.org", GITHUB_CLIENT_ID: "our-client", GITHUB_CLIENT_SECRET: "our-secret", GITHUB_OAUTH_URL: githubUrl });
});
afterAll(async () => {
  for (const name of ["APP_URL", "GITHUB_CLIENT_ID", "GITHUB_CLIENT_SECRET", "GITHUB_OAUTH_URL"]) delete process.env[name];
  await new Promise((resolve) => github.close(resolve));
});

function stateCookieOf(answer: Response): { value: string; attributes: string } {
  const line = answer.headers.getSetCookie().find((cookie) => cookie.startsWith(`${entryCookies.oauthState}=`)) ?? "";
  const [pair = "", ...attributes] = line.split(";");
  return { value: pair.slice(pair.indexOf("=") + 1), attributes: attributes.join(";").toLowerCase() };
}

describe("starting a code-hosting sign-in", () => {
  it("sends the browser to GitHub with a fresh state, kept in an httpOnly SameSite=Lax Secure cookie", () => {
    const first = startCodeHostingSignIn();
    const second = startCodeHostingSignIn();
    expect(first.status).toBe(307);
    const authorize = new URL(first.headers.get("location") ?? "");
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${githubUrl}/login/oauth/authorize`);
    expect(authorize.searchParams.get("client_id")).toBe("our-client");
    expect(authorize.searchParams.get("redirect_uri")).toBe("https://app.example.org/chat");
    const cookie = stateCookieOf(first);
    expect(authorize.searchParams.get("state")).toBe(cookie.value);
    expect(cookie.value.length).toBeGreaterThanOrEqual(43);
    expect(stateCookieOf(second).value).not.toBe(cookie.value);
    expect(cookie.attributes).toContain("httponly");
    expect(cookie.attributes).toContain("samesite=lax");
    expect(cookie.attributes).toContain("secure");
  });

  it("the state it set lets the returning code through, and only that state", () => {
    const state = stateCookieOf(startCodeHostingSignIn()).value;
    const jar = { get: (name: string) => (name === entryCookies.oauthState ? state : undefined), hasSession: false };
    const kept = decideEntry(new URL(`https://app.example.org/chat?code=gh-1&state=${state}`), jar);
    expect(kept.cookies.find((cookie) => cookie.name === entryCookies.oauthCode)?.value).toBe("gh-1");
    const forged = decideEntry(new URL(`https://app.example.org/chat?code=gh-1&state=${state.slice(1)}x`), jar);
    expect(forged.cookies.find((cookie) => cookie.name === entryCookies.oauthCode)).toBeUndefined();
  });
});

describe("the backend's code exchange", () => {
  it("passes the same redirect_uri the sign-in started with", async () => {
    exchanges = [];
    const config = readBackendConfig({ NODE_ENV: "test", APP_URL: "https://app.example.org", GITHUB_CLIENT_ID: "our-client", GITHUB_CLIENT_SECRET: "our-secret", GITHUB_OAUTH_URL: githubUrl });
    expect(await exchangeGitHubCode(config, "gh-1")).toBe("gho_fake");
    expect(exchanges[0]?.get("redirect_uri")).toBe("https://app.example.org/chat");
    expect(exchanges[0]?.get("code")).toBe("gh-1");
  });
});
