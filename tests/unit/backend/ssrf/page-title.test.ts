import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BlockedUrlError, type GuardedFetchPolicy, type ResolvedAddress } from "@/lib/backend/http/guarded-fetch";
import { PAGE_TITLE_POLICY, pageTitle } from "@/lib/backend/services/profile/page-title";

/**
 * Issue 20 item 2: a link's page title is an SSRF surface. A loopback server plays the public internet under the
 * name public.test (an injected resolver, the one origin exempted); every acceptance vector is refused before a
 * connection is made, and a normal page's title comes back.
 */
let server: http.Server;
let port: number;
const hits: string[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    hits.push(request.url ?? "");
    const path = request.url ?? "/";
    if (path === "/to-loopback") return response.writeHead(302, { location: "http://127.0.0.1/admin" }).end();
    if (path === "/to-name-of-loopback") return response.writeHead(302, { location: "http://evil.test/admin" }).end();
    if (path === "/hang") return; // never answers
    if (path === "/big") {
      response.writeHead(200, { "content-type": "text/html" });
      response.write("<html><head><title>Too big</title></head><body>");
      const chunk = "x".repeat(64 * 1024);
      for (let sent = 0; sent < 20; sent += 1) response.write(chunk);
      return response.end("</body></html>");
    }
    if (path === "/pdf") return response.writeHead(200, { "content-type": "application/pdf" }).end("%PDF-1.4 <title>No</title>");
    if (path === "/untitled") return response.writeHead(200, { "content-type": "text/html" }).end("<html><body>hi</body></html>");
    if (path === "/missing") return response.writeHead(404, { "content-type": "text/html" }).end("<title>Not Found</title>");
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end("<!doctype html><html><head><title lang=en>\n  Attention &amp; Transformers &#8212; a &quot;review&quot;\n</title></head></html>");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const names: Record<string, ResolvedAddress[]> = {
  "public.test": [{ address: "127.0.0.1", family: 4 }],
  "evil.test": [{ address: "127.0.0.1", family: 4 }],
  "metadata.test": [{ address: "169.254.169.254", family: 4 }],
  "v6.test": [{ address: "::1", family: 6 }],
};
// Literal addresses resolve to themselves, as dns.lookup does.
const resolve = async (hostname: string): Promise<ResolvedAddress[]> =>
  names[hostname] ?? (hostname.includes(":") ? [{ address: hostname, family: 6 }] : [{ address: hostname, family: 4 }]);
const policy = (): GuardedFetchPolicy => ({ ...PAGE_TITLE_POLICY, resolve, exemptOrigins: [`http://public.test:${port}`] });
const publicUrl = (path: string) => `http://public.test:${port}${path}`;

async function refusal(url: string, settings = policy()): Promise<BlockedUrlError> {
  const error = await pageTitle(url, settings).then(
    () => undefined,
    (failure: unknown) => failure,
  );
  if (!(error instanceof BlockedUrlError)) throw new Error(`${url} was not refused: ${String(error)}`);
  return error;
}

describe("pageTitle refuses every SSRF vector without connecting", () => {
  it.each([
    ["http://127.0.0.1/", "address"],
    ["http://localhost/", "address"],
    ["http://[::1]/", "address"],
    ["http://[::ffff:127.0.0.1]/", "address"],
    ["http://0.0.0.0/", "address"],
    ["http://169.254.169.254/latest/meta-data/", "address"],
    ["http://10.1.2.3/", "address"],
    ["http://172.16.0.1/", "address"],
    ["http://172.31.255.254/", "address"],
    ["http://192.168.1.1/", "address"],
    ["http://100.64.0.1/", "address"],
    ["http://2130706433/", "address"],
    ["http://0177.0.0.1/", "address"],
    ["http://0x7f000001/", "address"],
    ["http://017700000001/", "address"],
    ["http://evil.test/", "address"],
    ["http://metadata.test/", "address"],
    ["http://v6.test/", "address"],
    ["file:///etc/passwd", "scheme"],
    ["gopher://public.test/", "scheme"],
    ["http://93.184.216.34:22/", "port"],
    ["https://93.184.216.34:8443/", "port"],
  ])("%s → %s", async (url, reason) => {
    const before = hits.length;
    const error = await refusal(url, { ...PAGE_TITLE_POLICY, resolve });
    expect(error.reason).toBe(reason);
    expect(hits.length).toBe(before);
  });

  it("refuses the loopback server itself when its origin is not exempted", async () => {
    const before = hits.length;
    expect((await refusal(`http://127.0.0.1:${port}/`)).reason).toBe("port");
    expect((await refusal(`http://evil.test:${port}/`)).reason).toBe("port");
    expect(hits.length).toBe(before);
  });

  it.each(["/to-loopback", "/to-name-of-loopback"])("re-checks a redirect from an allowed host (%s)", async (path) => {
    expect((await refusal(publicUrl(path))).reason).toBe("address");
  });
});

describe("pageTitle reads a normal page", () => {
  it("answers its <title>, entities decoded and whitespace collapsed", async () => {
    expect(await pageTitle(publicUrl("/paper"), policy())).toBe('Attention & Transformers — a "review"');
  });

  it("answers nothing for a page that is not text/html, has no title or failed", async () => {
    expect(await pageTitle(publicUrl("/pdf"), policy())).toBeUndefined();
    expect(await pageTitle(publicUrl("/untitled"), policy())).toBeUndefined();
    expect(await pageTitle(publicUrl("/missing"), policy())).toBeUndefined();
  });

  it("reads at most 1 MB and waits at most 5 s", async () => {
    expect(PAGE_TITLE_POLICY).toMatchObject({ maxBytes: 1024 * 1024, timeoutMs: 5000 });
    expect((await refusal(publicUrl("/big"))).reason).toBe("too_large");
    const started = Date.now();
    await expect(pageTitle(publicUrl("/hang"), { ...policy(), timeoutMs: 300 })).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
