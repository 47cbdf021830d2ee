import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AccountsBackend, createAccountsBackend, uniqueEmail } from "../support/accounts";

/**
 * Issue 13, defect 5, the standalone backend's half: with its port reached directly, TRUST_PROXY is off by default,
 * so a client that writes a fresh X-Forwarded-For on every request still counts as its one socket address.
 */
let setup: AccountsBackend;
let server: ReturnType<typeof serve>;
let base: string;
beforeAll(async () => {
  setup = await createAccountsBackend({ RATE_LIMIT_CODES_PER_IP: "2" });
  server = serve({ fetch: setup.backend.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await setup.dispose();
});

describe("the standalone backend, reached directly", () => {
  it("counts per-IP code limits by the socket, ignoring a spoofed X-Forwarded-For", async () => {
    const send = (forwardedFor: string) =>
      fetch(`${base}/user/sendEmailAuthCode?${new URLSearchParams({ email: uniqueEmail("direct"), sendEmailType: "REGISTER" })}`, {
        headers: { "x-forwarded-for": forwardedFor },
      });
    expect((await send("203.0.113.1")).status).toBe(200);
    expect((await send("203.0.113.2")).status).toBe(200);
    expect((await send("203.0.113.3")).status).toBe(429);
  });
});
