/**
 * The floor for `npm run bench:chat` (BENCH_CHAT_TARGET=floor): the least any Node server can do with a chat
 * stream, with nothing of the app in it (no accounts, no database, no Next, no history). Each GET /api/chat asks
 * the bench's fake model for a completion over node:http, parses its events, and writes each text delta on as a
 * `message` event, then `response` and `complete`, over node:http. The same table for this and for the app shows
 * how much of the lag is the app and how much is the machine the bench runs on.
 *   npx tsx scripts/bench/chat-floor-relay.ts --port 3431 --model http://127.0.0.1:3432/v1
 */
import http from "node:http";
import { parseArgs } from "node:util";
import { createParser } from "eventsource-parser";

const { values } = parseArgs({ options: { port: { type: "string" }, model: { type: "string" } } });
const port = Number(values.port ?? 3431);
const completions = `${values.model ?? "http://127.0.0.1:3432/v1"}/chat/completions`;
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
let sessions = 0;
type Chunk = { choices?: Array<{ delta?: { content?: string } }> };

function relay(res: http.ServerResponse): void {
  const upstream = http.request(completions, { method: "POST", agent, headers: { "content-type": "application/json" } }, (answer) => {
    res.writeHead(200, { "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-cache, no-transform" });
    let text = "";
    const parser = createParser({
      onEvent: (event) => {
        if (event.data === "[DONE]") return;
        const content = (JSON.parse(event.data) as Chunk).choices?.[0]?.delta?.content;
        if (!content) return;
        text += content;
        res.write(`event: message\ndata: ${content}\n\n`);
      },
    });
    answer.setEncoding("utf8");
    answer.on("data", (part: string) => parser.feed(part));
    answer.on("end", () => {
      res.write(`event: response\ndata: ${JSON.stringify({ messages: [{ role: "assistant", content: text }] })}\n\n`);
      res.end("event: complete\ndata: \n\n");
    });
  });
  upstream.on("error", () => res.destroy());
  res.on("close", () => upstream.destroy());
  upstream.end(JSON.stringify({ model: "fake-model", stream: true, messages: [{ role: "user", content: "hi" }] }));
}

const server = http.createServer((req, res) => {
  const path = new URL(req.url ?? "/", "http://floor.local").pathname;
  if (path === "/api/chat") return relay(res);
  if (path === "/api/health") return void res.end('{"code":0}');
  // The bench opens a session per stream first; the floor keeps none.
  if (path === "/api/chat_session/create") return void res.end(JSON.stringify({ code: 0, result: { id: `floor-${(sessions += 1)}` } }));
  res.writeHead(404).end();
});
server.listen(port, "127.0.0.1");
for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => process.exit(0));
