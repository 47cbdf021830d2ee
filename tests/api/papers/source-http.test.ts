import net from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createArxivClient } from "@/lib/backend/papers/sources/arxiv-client";
import { createOpenAlexClient } from "@/lib/backend/papers/sources/openalex-client";
import { createRequestSpacing } from "@/lib/backend/papers/sources/request-spacing";
import { PaperSourceError } from "@/lib/backend/papers/sources/source-error";
import { fetchSourceBody, retryAfterMs } from "@/lib/backend/papers/sources/source-http";
import { startFakePapers, type FakePapers } from "../../fixtures/fake-papers";
import { clientSettings } from "./papers-support";

/**
 * A source that is briefly overloaded must not lose the agent its results, and one that hangs must not hold the
 * agent longer than the time limit.
 */
let fake: FakePapers;
beforeAll(async () => {
  fake = await startFakePapers();
});
afterAll(() => fake.close());
afterEach(() => {
  for (const api of ["arxiv", "openalex", "s2", "github", "pdf"] as const) fake.setFailure(api, null);
});

const failureOf = (promise: Promise<unknown>) => promise.then(
  () => {
    throw new Error("expected a failure");
  },
  (error: unknown) => error,
);

describe("retries", () => {
  it("waits out a 429's Retry-After and then answers the results", async () => {
    fake.setFailure("arxiv", { status: 429, retryAfter: "1", times: 1 });
    const before = fake.requestsTo("arxiv").length;
    const papers = await createArxivClient(clientSettings(fake, "ARXIV_API_URL")).search("diffusion models", { limit: 3 });
    const calls = fake.requestsTo("arxiv").slice(before);
    expect(papers.map((paper) => paper.title)).toContain("Denoising Diffusion Probabilistic Models");
    expect(calls).toHaveLength(2);
    expect((calls[1]?.at ?? 0) - (calls[0]?.at ?? 0)).toBeGreaterThanOrEqual(950);
  });

  it("gives up after three retries of a 500 with an error naming the source and status", async () => {
    fake.setFailure("openalex", { status: 500 });
    const before = fake.requestsTo("openalex").length;
    const error = await failureOf(createOpenAlexClient(clientSettings(fake, "OPENALEX_API_URL")).search("topic", { limit: 3 }));
    expect(error).toBeInstanceOf(PaperSourceError);
    expect(error).toMatchObject({ source: "openalex", reason: "http", status: 500 });
    expect(fake.requestsTo("openalex").length - before).toBe(4);
  });

  it("does not retry a refusal that will not change (404)", async () => {
    fake.setFailure("openalex", { status: 404 });
    const before = fake.requestsTo("openalex").length;
    await expect(createOpenAlexClient(clientSettings(fake, "OPENALEX_API_URL")).search("topic", { limit: 3 })).rejects.toMatchObject({ status: 404 });
    expect(fake.requestsTo("openalex").length - before).toBe(1);
  });

  it("retries network errors and then reports them", async () => {
    const closedPort = await unusedPort();
    const started = Date.now();
    const error = await failureOf(fetchSourceBody({ source: "test", url: `http://127.0.0.1:${closedPort}/`, timeoutMs: 1000 }));
    expect(error).toMatchObject({ source: "test", reason: "network" });
    // Three backoffs of at least 0.25 s, 0.5 s and 1 s.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1700);
  });

  it.each([
    ["3", 3000],
    ["0", 0],
    [new Date(Date.UTC(2030, 0, 1, 0, 0, 10)).toUTCString(), 10_000],
    ["soon", undefined],
    [null, undefined],
  ])("Retry-After %s is %s ms", (header, expected) => {
    expect(retryAfterMs(header, Date.UTC(2030, 0, 1))).toBe(expected);
  });
});

describe("time limits", () => {
  it("ends a hanging call at the time limit, without retrying it", async () => {
    fake.setFailure("arxiv", { hang: true });
    const before = fake.requestsTo("arxiv").length;
    const started = Date.now();
    const error = await failureOf(createArxivClient(clientSettings(fake, "ARXIV_API_URL", { timeoutMs: 300 })).search("slow topic", { limit: 3 }));
    expect(error).toMatchObject({ source: "arxiv", reason: "timeout" });
    expect(Date.now() - started).toBeLessThan(1500);
    expect(fake.requestsTo("arxiv").length - before).toBe(1);
  });

  it("stops at once when the caller aborts, with the caller's reason", async () => {
    fake.setFailure("openalex", { hang: true });
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error("task cancelled")), 100);
    const error = await failureOf(createOpenAlexClient(clientSettings(fake, "OPENALEX_API_URL")).search("topic", { limit: 3, signal: controller.signal }));
    expect(error).not.toBeInstanceOf(PaperSourceError);
    expect((error as Error).message).toBe("task cancelled");
  });

  it("refuses bodies over the size cap", async () => {
    const error = await failureOf(fetchSourceBody({ source: "pdf", url: `${fake.url}/pdf/1706.03762`, timeoutMs: 1000, maxBytes: 100 }));
    expect(error).toMatchObject({ reason: "too_large" });
  });
});

describe("arXiv politeness", () => {
  it("spaces calls sent at once by the configured interval", async () => {
    const spacing = createRequestSpacing(250);
    const arxiv = createArxivClient(clientSettings(fake, "ARXIV_API_URL", { spacing }));
    const before = fake.requestsTo("arxiv").length;
    const started = Date.now();
    await Promise.all(["alpha", "beta", "gamma"].map((word) => arxiv.search(`${word} topic`, { limit: 1 })));
    // The third call may leave only after two intervals; arrival gaps at the server also vary with the network.
    expect(Date.now() - started).toBeGreaterThanOrEqual(490);
    const times = fake.requestsTo("arxiv").slice(before).map((call) => call.at);
    expect(times).toHaveLength(3);
    for (let index = 1; index < times.length; index += 1) {
      expect((times[index] ?? 0) - (times[index - 1] ?? 0)).toBeGreaterThanOrEqual(150);
    }
  });
});

async function unusedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
