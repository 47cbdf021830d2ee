import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BackendRuntime } from "@/lib/backend/runtime";
import { handleApiRequest } from "@/lib/bff/handle-api-request";
import { relayApiRequest } from "@/lib/bff/node-relay";
import { MAX_JSON_BODY_BYTES } from "@/lib/contract/limits";
import { type AccountsBackend, createAccountsBackend, signUpAndLogin, uniqueEmail } from "../support/accounts";

/**
 * Issue 13, defects 1, 2 and 9 at the BFF, against the real embedded backend: the backend token never reaches the
 * browser whatever the path's spelling, a browser's own token (header or query) authenticates nothing, bodies are
 * bounded before forwarding, and GET calls that act refuse other sites.
 */
const shared = globalThis as typeof globalThis & { __backendRuntime?: Promise<BackendRuntime> };
const password = "secret-pass-1";
let setup: AccountsBackend;
let email: string;
let token: string;
let relay: http.Server;
beforeAll(async () => {
  process.env.AUTH_SECRET = "bff-token-and-paths-secret-of-enough-length";
  setup = await createAccountsBackend();
  shared.__backendRuntime = Promise.resolve(setup.backend);
  email = uniqueEmail("bff");
  token = await signUpAndLogin(setup, email, password);
  relay = http.createServer((incoming, outgoing) => void relayApiRequest(incoming, outgoing));
  await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve));
});
afterAll(async () => {
  delete shared.__backendRuntime;
  await new Promise((resolve) => relay.close(resolve));
  await setup.dispose();
});

const browser = (path: string, init: RequestInit = {}) =>
  handleApiRequest(new Request(`http://app.example.org${path}`, { ...init, headers: { host: "app.example.org", ...(init.headers as Record<string, string>) } }));
const login = (path: string) =>
  browser(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ userChannel: "email", email, password }) });

describe("the backend token never reaches the browser (defect 2)", () => {
  it("the plain login answers the user without the token", async () => {
    const answer = await login("/api/user/login");
    const text = await answer.text();
    expect(JSON.parse(text)).toMatchObject({ code: 0, result: { email } });
    expect(text).not.toContain('"token"');
  });

  it.each(["/api/user/logi%6E", "/api/user/logi%6e", "/api/%75ser/login", "/api/user%2Flogin", "/api/user/login/", "/api//user/login", "/api/user//login"])(
    "POST %s is refused with the 404 envelope, before the backend sees it",
    async (path) => {
      const answer = await login(path);
      expect(answer.status).toBe(404);
      expect(await answer.json()).toEqual({ code: 404, result: null, message: "Not found", error: "Not found" });
    },
  );

  it.each(["/api/x/../user/login", "/api/x/%2e%2e/user/login", "/api/./user/login", "/api/auth/../login"])(
    "POST %s (dot segments resolve to a login) answers without the token",
    async (path) => {
      const text = await (await login(path)).text();
      expect(JSON.parse(text)).toMatchObject({ code: 0 });
      expect(text).not.toContain(token);
      expect(text).not.toMatch(/"token"/i);
    },
  );
});

describe("a browser's own token authenticates nothing (defect 2)", () => {
  const chatQuery = (extra: Record<string, string>) =>
    new URLSearchParams({ query: "hi", chatSessionId: "1", chatStatus: "init", ...extra }).toString();

  it("/api/chat?token=<a valid token> without a session cookie is not logged in, at both doors", async () => {
    const appRouter = await browser(`/api/chat?${chatQuery({ token })}`);
    expect(appRouter.status).toBe(401);
    expect(await appRouter.json()).toMatchObject({ code: 401 });
    const base = `http://127.0.0.1:${(relay.address() as AddressInfo).port}`;
    const pagesRelay = await fetch(`${base}/api/chat?${chatQuery({ token })}`);
    expect(pagesRelay.status).toBe(401);
    expect(await pagesRelay.json()).toMatchObject({ code: 401 });
    const spelled = await fetch(`${base}/api/chat?${chatQuery({ AuthToken: token })}&%74oken=${encodeURIComponent(token)}`);
    expect(spelled.status).toBe(401);
  });

  it("token and AuthToken headers from the page are dropped", async () => {
    const answer = await browser("/api/user/getUserInfo", { method: "POST", headers: { token, AuthToken: token } });
    expect(await answer.json()).toMatchObject({ code: 401 });
  });
});

describe("request bodies are bounded before forwarding (defect 1)", () => {
  it("a JSON body over 64 KiB gets the 413 envelope", async () => {
    const body = JSON.stringify({ userChannel: "email", email, password: "x".repeat(MAX_JSON_BODY_BYTES) });
    const answer = await browser("/api/user/login", { method: "POST", headers: { "content-type": "application/json" }, body });
    expect(answer.status).toBe(413);
    expect(await answer.json()).toMatchObject({ code: 413, result: null });
  });
});

describe("GET calls that act refuse other sites (defect 9)", () => {
  const sendCode = (site: string) =>
    browser(`/api/user/sendEmailAuthCode?${new URLSearchParams({ email: uniqueEmail("victim"), sendEmailType: "REGISTER" })}`, {
      headers: { "sec-fetch-site": site },
    });

  it.each(["cross-site", "same-site"])("sendEmailAuthCode with Sec-Fetch-Site %s gets the 403 envelope", async (site) => {
    const answer = await sendCode(site);
    expect(answer.status).toBe(403);
    expect(await answer.json()).toMatchObject({ code: 400, message: "Cross-site request refused" });
  });

  it("a chat turn opened from another site is refused", async () => {
    const answer = await browser("/api/chat?query=hi&chatSessionId=1&chatStatus=init", { headers: { "sec-fetch-site": "cross-site" } });
    expect(answer.status).toBe(403);
  });

  it("our own page still sends a code", async () => {
    expect(await (await sendCode("same-origin")).json()).toMatchObject({ code: 0 });
  });
});
