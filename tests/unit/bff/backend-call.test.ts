import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backendCall } from "@/lib/bff/backend-call";
import { ContractError } from "@/lib/contract";

/**
 * The BFF's own backend calls, named by call id, against a loopback upstream: what a user would notice if they
 * failed is a sign-in that never takes, a sign-out that leaves the token valid, or a refusal shown with the wrong
 * words.
 */
type Seen = { method?: string; url?: string; token?: string; body?: string };
let seen: Seen = {};
let answer: (url: string) => { status: number; body: unknown } | "hang up";
let server: http.Server;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      seen = { method: request.method, url: request.url, token: request.headers.authtoken as string | undefined, body };
      const reply = answer(request.url ?? "");
      if (reply === "hang up") return void request.socket.destroy();
      response.writeHead(reply.status, { "content-type": "application/json" }).end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.env.API_UPSTREAM_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(async () => {
  delete process.env.API_UPSTREAM_URL;
  await new Promise((resolve) => server.close(resolve));
});

describe("a call the BFF makes by id", () => {
  it("goes to the call's method and path with its body, and a sign-in answer keeps its token", async () => {
    answer = () => ({ status: 200, body: { code: 0, result: { id: 7, email: "a@b.org", token: "tok-1" } } });
    const user = await backendCall("user.login", { body: { userChannel: "email", email: "a@b.org", password: "secret-pass" } });
    expect(seen).toMatchObject({ method: "POST", url: "/api/user/login" });
    expect(JSON.parse(seen.body ?? "")).toEqual({ userChannel: "email", email: "a@b.org", password: "secret-pass" });
    expect(user).toMatchObject({ id: 7, email: "a@b.org", token: "tok-1" });
  });

  it("carries the session's token, and a call not marked as carrying one hands no token back", async () => {
    answer = () => ({ status: 200, body: { code: 0, result: { ok: true, token: "should-not-reach-the-bff" } } });
    expect(await backendCall("user.logout", {}, { token: "tok-2" })).toEqual({ ok: true });
    expect(seen).toMatchObject({ method: "POST", url: "/api/user/logout", token: "tok-2" });
  });

  it("throws the backend's refusal as a ContractError with its code and words", async () => {
    answer = () => ({ status: 403, body: { code: 403, result: null, message: "This version is private beta for whitelisted users" } });
    const refusal = await backendCall("user.login", { body: { userChannel: "github", code: "c-1" } }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ContractError);
    expect(refusal).toMatchObject({ code: 403, httpStatus: 403, message: "This version is private beta for whitelisted users" });
  });

  it("throws 502 when the backend hangs up or answers no envelope", async () => {
    answer = () => "hang up";
    await expect(backendCall("event.track", { body: { event: "utm_cn" } })).rejects.toMatchObject({ code: 502, message: "Network error" });
    answer = () => ({ status: 200, body: { not: "an envelope" } });
    await expect(backendCall("event.track", { body: { event: "utm_cn" } })).rejects.toMatchObject({ code: 502, message: "Request error" });
  });
});
