import { expect, test } from "@playwright/test";
import { readSse } from "../fixtures/sse-reader";
import { signUpOnFront } from "./support/accounts";
import { messages, sessionUrl, watchReply } from "./support/chat";
import { e2eServers } from "./support/servers";

/**
 * The BFF in upstream mode, for real: the embedded backend runs alone (`npm run backend`) and a second app
 * instance forwards to it. Whatever the backend answers must reach the browser unchanged.
 */
const direct = `${e2eServers.backend.url}/api`;
const front = `${e2eServers.front.url}/api`;

async function both(path: string, init?: RequestInit) {
  const [a, b] = await Promise.all([fetch(`${direct}${path}`, init), fetch(`${front}${path}`, init)]);
  return { direct: { status: a.status, body: await a.json() }, front: { status: b.status, body: await b.json() } };
}

const healthStreams = async () => ((await (await fetch(`${direct}/health`)).json()) as { result: { streams: number } }).result.streams;

test.describe("upstream mode", () => {
  test("JSON answers, success and errors, are identical through the front instance", async () => {
    const post = (body: string) => ({ method: "POST", headers: { "content-type": "application/json" }, body });
    for (const [path, init] of [
      ["/event/track", post('{"event":"proxy_test"}')],
      ["/event/track", post('{"event":""}')],
      ["/event/track", post("{broken")],
      ["/no/such/path", undefined],
    ] as const) {
      const answers = await both(path, init);
      expect(answers.front, path).toEqual(answers.direct);
    }
    const health = await both("/health");
    expect(health.front.status).toBe(200);
    expect(health.front.body).toMatchObject({ code: 0, result: { status: "ok", db: "up" } });
  });

  test("an SSE stream arrives event by event, with the same events as read directly", async () => {
    const path = "/health/stream?count=8&interval=150";
    const [viaDirect, viaFront] = await Promise.all([readSse(`${direct}${path}`), readSse(`${front}${path}`)]);
    const shape = (read: typeof viaFront) => read.events.map((event) => [event.event, event.id]);
    expect(shape(viaFront)).toEqual(shape(viaDirect));
    expect(viaFront.headers.get("cache-control")).toBe("no-cache, no-transform");
    expect(viaFront.headers.get("x-accel-buffering")).toBe("no");
    // Buffered delivery would bring all ticks together at the end; streamed ones keep the server's spacing.
    const ticks = viaFront.events.filter((event) => event.event === "tick");
    const spread = (ticks.at(-1)?.receivedAt ?? 0) - (ticks[0]?.receivedAt ?? 0);
    expect(spread).toBeGreaterThan(7 * 150 * 0.8);
    for (const tick of ticks) {
      const { at } = JSON.parse(tick.data) as { at: number };
      expect(tick.receivedAt - at).toBeLessThan(100);
    }
  });

  test("a browser that disconnects aborts the upstream request within a second", async () => {
    expect(await healthStreams()).toBe(0);
    const browser = new AbortController();
    const answer = await fetch(`${front}/health/stream?count=1000&interval=50`, { signal: browser.signal });
    await answer.body?.getReader().read();
    expect(await healthStreams()).toBe(1);
    browser.abort();
    const closedAt = Date.now();
    await expect.poll(healthStreams, { intervals: [50], timeout: 1000 }).toBe(0);
    expect(Date.now() - closedAt).toBeLessThan(1000);
  });

  test("a chat reply streams into a page signed in on the front, and is still there after a reload", async ({ page }) => {
    await signUpOnFront(page, "chat-front");
    const input = page.getByRole("textbox").first();
    const replySeen = await watchReply(page);
    await input.fill("How do mixture-of-experts models route tokens?");
    await input.press("Enter");
    await expect(page).toHaveURL(sessionUrl);
    const reply = messages(page).getByRole("article", { name: "Reply" }).last();
    // Whole, to its closing quote: read at "You asked", a reply still streaming was taken for the stored one.
    await expect(reply).toHaveText(/^This is a fake answer from fake-llm\. You asked: ".+"\.$/, { timeout: 15_000 });
    // Streamed through the front (the test above reads the relay event by event), the reply grew on the page.
    expect(new Set((await replySeen()).lengths).size).toBeGreaterThan(3);
    const answer = (await reply.textContent()) ?? "";
    await page.reload();
    await expect(reply).toHaveText(answer);
  });
});
