/**
 * The model behind `npm run bench:chat`: an OpenAI-compatible streaming server (like tests/fixtures/fake-llm) that
 * stamps every text chunk with the moment it is written ("t=<epoch ms>;"), so the client can measure each chunk's
 * lag end to end. A hold (POST /control/hold?count=N&settleMs=S) keeps completions waiting until N of them have
 * arrived and then S ms more, so the benchmark can weigh N open streams and then measure them streaming at once.
 * Run as its own process:
 *   npx tsx scripts/bench/chat-fake-llm.ts --port 11600 --chunks 100 --delay-ms 50 --spread-ms 1000
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { parseArgs } from "node:util";

const { values } = parseArgs({ options: { port: { type: "string" }, chunks: { type: "string" }, "delay-ms": { type: "string" }, "spread-ms": { type: "string" } } });
const port = Number(values.port ?? 11600);
const chunks = Number(values.chunks ?? 20);
const delayMs = Number(values["delay-ms"] ?? 50);
const spreadMs = Number(values["spread-ms"] ?? delayMs);

const stats = { active: 0, maxActive: 0, completed: 0, disconnects: 0 };
type Hold = { count: number; settleMs: number; waiting: Array<() => void>; timer: NodeJS.Timeout };
let hold: Hold | undefined;

const stamp = () => (performance.timeOrigin + performance.now()).toFixed(3);
const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
  `data: ${JSON.stringify({ id: "chatcmpl-bench", object: "chat.completion.chunk", created: 0, model: "fake-model", choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;

function startHold(count: number, settleMs: number, timeoutMs: number): void {
  if (hold) release(hold);
  // A hold never outlives its deadline, so a round that lost requests on the way still ends.
  const next: Hold = { count, settleMs, waiting: [], timer: setTimeout(() => release(next), timeoutMs) };
  hold = next;
}

function release(released: Hold): void {
  clearTimeout(released.timer);
  if (hold === released) hold = undefined;
  for (const resolve of released.waiting.splice(0)) resolve();
}

function waitForHold(): Promise<void> {
  const current = hold;
  if (!current) return Promise.resolve();
  return new Promise<void>((resolve) => {
    current.waiting.push(resolve);
    if (current.waiting.length === current.count) {
      clearTimeout(current.timer);
      current.timer = setTimeout(() => release(current), current.settleMs);
    }
  });
}

/**
 * The text chunk around its stamp, made once: the bench's model shares the machine with the app it measures, so each
 * of its 20,000 chunks a second (at 1,000 streams) costs a string join and a write, not a JSON.stringify and a promise.
 */
const [textHead, textTail] = chunk({ content: "\u0001" }).split("\\u0001");

async function complete(req: IncomingMessage, res: ServerResponse): Promise<void> {
  for await (const part of req) void part; // The prompt is not needed; read it so the socket is reusable.
  let gone = false;
  res.on("close", () => {
    if (!res.writableFinished) stats.disconnects += 1;
    gone = true;
  });
  stats.active += 1;
  stats.maxActive = Math.max(stats.maxActive, stats.active);
  await waitForHold();
  let sent = 0;
  const next = () => {
    if (gone) return void (stats.active -= 1);
    if (sent === chunks) {
      res.write(chunk({}, "stop"));
      res.end("data: [DONE]\n\n");
      stats.completed += 1;
      stats.active -= 1;
      return;
    }
    res.write(`${textHead}t=${stamp()};${textTail}`);
    sent += 1;
    setTimeout(next, delayMs);
  };
  // Real replies do not start in lockstep: the released streams start at random moments over the spread.
  setTimeout(() => {
    if (gone) return void (stats.active -= 1);
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
    res.write(chunk({ role: "assistant", content: "" }));
    next();
  }, Math.random() * spreadMs);
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://fake.local");
  if (req.method === "POST" && url.pathname === "/v1/chat/completions") {
    complete(req, res).catch(() => res.destroy());
  } else if (req.method === "POST" && url.pathname === "/control/hold") {
    const number = (name: string, fallback: number) => Number(url.searchParams.get(name) ?? fallback);
    startHold(number("count", 1), number("settleMs", 0), number("timeoutMs", 60_000));
    Object.assign(stats, { maxActive: 0, completed: 0, disconnects: 0 });
    res.end("{}");
  } else if (url.pathname === "/control/stats") {
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify({ ...stats, holding: hold?.waiting.length ?? 0 }));
  } else {
    res.writeHead(404).end();
  }
});
server.maxConnections = 20_000;
server.listen(port, "127.0.0.1", () => console.log(`bench fake LLM on http://127.0.0.1:${port}/v1`));
for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => server.close(() => process.exit(0)));
