import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import type { BackendTarget } from "@/lib/bff/backend-target";
import { forwardRequest, type ForwardOptions } from "@/lib/bff/forward";
import { parseHostRewrites } from "@/lib/bff/host-rewrite";

/** The forwarding path against real loopback HTTP upstreams: what a browser would receive. */
const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

async function upstream(handler: http.RequestListener): Promise<string> {
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
}

function options(baseUrl: string, overrides: Partial<ForwardOptions> = {}): ForwardOptions {
  const target: BackendTarget = { kind: "upstream", baseUrl, fetch: (request) => fetch(request) };
  return {
    target,
    path: "/file/info",
    token: "tok-1",
    client: { ip: "127.0.0.1", host: "localhost", protocol: "http" },
    timeoutMs: 2000,
    rewrites: [],
    ...overrides,
  };
}

describe("forwarding to an upstream", () => {
  it("rewrites storage links in an answer written in small pieces", async () => {
    const base = await upstream((_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      const body = JSON.stringify({ code: 0, result: { url: "https://files.internal:9000/x" } });
      let at = 0;
      const timer = setInterval(() => {
        res.write(body.slice(at, at + 3));
        at += 3;
        if (at >= body.length) {
          clearInterval(timer);
          res.end();
        }
      }, 1);
    });
    const answer = await forwardRequest(
      new Request("http://app.test/api/file/info"),
      options(base, { rewrites: parseHostRewrites("files.internal:9000=>cdn.example.org") }),
    );
    expect(await answer.json()).toEqual({ code: 0, result: { url: "https://cdn.example.org/x" } });
  });

  it("forwards method, path, query, body and the session token", async () => {
    let seen: { method?: string; url?: string; token?: string; body?: string } = {};
    const base = await upstream((req, res) => {
      let body = "";
      req.on("data", (chunk) => (body += chunk));
      req.on("end", () => {
        seen = { method: req.method, url: req.url, token: String(req.headers.authtoken), body };
        res.writeHead(200, { "content-type": "application/json" }).end('{"code":0,"result":true}');
      });
    });
    const answer = await forwardRequest(
      new Request("http://app.test/api/file/info?x=1", { method: "POST", body: '{"a":1}', headers: { "content-type": "application/json" } }),
      options(base),
    );
    expect(answer.status).toBe(200);
    expect(seen).toEqual({ method: "POST", url: "/api/file/info?x=1", token: "tok-1", body: '{"a":1}' });
  });

  it("answers an unreachable upstream with the network-error envelope", async () => {
    const answer = await forwardRequest(new Request("http://app.test/api/x"), options("http://127.0.0.1:1/api"));
    expect(answer.status).toBe(502);
    expect(await answer.json()).toMatchObject({ code: 502, message: "Network error" });
  });

  it("answers an upstream that does not start answering in time with the timeout envelope", async () => {
    const base = await upstream(() => undefined);
    const answer = await forwardRequest(new Request("http://app.test/api/x"), options(base, { timeoutMs: 200 }));
    expect(answer.status).toBe(504);
    expect(await answer.json()).toMatchObject({ code: 504, message: "Network timeout" });
  });
});
