import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BlockedUrlError, guardedFetch, type GuardedFetchPolicy } from "@/lib/backend/http/guarded-fetch";

/**
 * Issue 13, defect 8: a link found in data (a paper's PDF link) cannot make the server fetch its own network,
 * the cloud's metadata service or anything but http(s) on 80/443, even through redirects or a second DNS answer.
 */
let server: http.Server;
let origin: string;
const connections: string[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    connections.push(request.url ?? "");
    const url = new URL(request.url ?? "/", "http://fake.test");
    const hops = /^\/hops\/(\d+)$/.exec(url.pathname);
    if (hops) {
      const left = Number(hops[1]);
      if (left === 0) return response.end("arrived");
      return response.writeHead(302, { location: `/hops/${left - 1}` }).end();
    }
    if (url.pathname === "/to-loopback") return response.writeHead(302, { location: "http://127.0.0.1/admin" }).end();
    if (url.pathname === "/to-metadata") return response.writeHead(301, { location: "http://169.254.169.254/latest/meta-data/" }).end();
    if (url.pathname === "/to-file") return response.writeHead(302, { location: "file:///etc/passwd" }).end();
    if (url.pathname === "/huge") {
      // Chunked, no Content-Length: only counting the bytes as they arrive can stop it.
      response.writeHead(200, { "content-type": "application/pdf" });
      const chunk = Buffer.alloc(64 * 1024, 0x41);
      for (let sent = 0; sent < 40; sent += 1) response.write(chunk);
      return response.end();
    }
    if (url.pathname === "/huge-declared") return response.writeHead(200, { "content-length": String(50 * 1024 * 1024) }).end();
    response.end("hello");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const strict: GuardedFetchPolicy = { timeoutMs: 2000, maxBytes: 1024 * 1024 };
const withFake = (): GuardedFetchPolicy => ({ ...strict, exemptOrigins: [origin] });

async function refusal(url: string, policy: GuardedFetchPolicy = strict): Promise<BlockedUrlError> {
  const error = await guardedFetch(url, {}, policy).then(
    () => undefined,
    (failure: unknown) => failure,
  );
  if (!(error instanceof BlockedUrlError)) throw new Error(`${url} was not refused: ${String(error)}`);
  return error;
}

describe("guardedFetch refuses before connecting", () => {
  it.each([
    ["http://127.0.0.1/", "address"],
    ["http://[::1]/", "address"],
    ["http://localhost/", "address"],
    ["http://10.0.0.7/", "address"],
    ["http://192.168.0.1/", "address"],
    ["http://169.254.169.254/latest/meta-data/", "address"],
    ["http://100.64.0.1/", "address"],
    ["http://[fc00::1]/", "address"],
    ["http://[::ffff:127.0.0.1]/", "address"],
    ["http://[::ffff:a9fe:a9fe]/", "address"],
    ["http://0x7f.1/", "address"],
    ["http://2130706433/", "address"],
    ["http://0.0.0.0/", "address"],
    ["http://93.184.216.34:8080/paper.pdf", "port"],
    ["https://93.184.216.34:22/", "port"],
    ["file:///etc/passwd", "scheme"],
    ["ftp://93.184.216.34/paper.pdf", "scheme"],
    ["gopher://93.184.216.34/", "scheme"],
    ["not a url", "scheme"],
  ])("%s → %s", async (url, reason) => {
    const error = await refusal(url);
    expect(error.reason).toBe(reason);
    expect(error.message).not.toBe("");
  });

  it("refuses a host when any of its addresses is internal (one public answer does not vouch for the rest)", async () => {
    const resolve = async () => [
      { address: "93.184.216.34", family: 4 },
      { address: "127.0.0.1", family: 4 },
    ];
    expect((await refusal("http://mixed.example/", { ...strict, resolve })).reason).toBe("address");
  });

  it("refuses a loopback fake that is not exempted (the exemption is an explicit list, off by default)", async () => {
    const before = connections.length;
    expect((await refusal(`${origin}/`)).reason).toBe("port");
    expect(connections.length).toBe(before);
  });
});

describe("guardedFetch re-checks every redirect", () => {
  it("follows up to 3 redirects", async () => {
    const answer = await guardedFetch(`${origin}/hops/3`, {}, withFake());
    expect(await answer.text()).toBe("arrived");
  });

  it("refuses a 4th redirect", async () => {
    expect((await refusal(`${origin}/hops/4`, withFake())).reason).toBe("redirects");
  });

  it.each([
    ["/to-loopback", "address"],
    ["/to-metadata", "address"],
    ["/to-file", "scheme"],
  ])("refuses a redirect %s (%s)", async (path, reason) => {
    expect((await refusal(`${origin}${path}`, withFake())).reason).toBe(reason);
  });
});

describe("guardedFetch pins the checked address and caps the answer", () => {
  it("connects to the address it checked, not to a second DNS answer", async () => {
    const port = new URL(origin).port;
    const answers = [[{ address: "127.0.0.1", family: 4 }]];
    let lookups = 0;
    // A rebinding name: the first answer is the one checked; any later answer would point elsewhere.
    const resolve = async () => {
      lookups += 1;
      return answers[lookups - 1] ?? [{ address: "10.255.255.1", family: 4 }];
    };
    const answer = await guardedFetch(`http://rebind.test:${port}/`, {}, { ...strict, exemptOrigins: [`http://rebind.test:${port}`], resolve });
    expect(await answer.text()).toBe("hello");
    expect(lookups).toBe(1);
  });

  it("cuts a body that grows past the size limit", async () => {
    const answer = await guardedFetch(`${origin}/huge`, {}, withFake());
    const error = await answer.arrayBuffer().then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(BlockedUrlError);
    expect((error as BlockedUrlError).reason).toBe("too_large");
  });

  it("refuses a body whose declared length is past the limit without reading it", async () => {
    expect((await refusal(`${origin}/huge-declared`, withFake())).reason).toBe("too_large");
  });
});
