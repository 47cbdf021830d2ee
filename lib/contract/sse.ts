/** Not global: `test` then keeps no position between calls. */
const LINE_BREAK = /\r\n|\r|\n/;

/**
 * Server-sent-event framing shared by our backend (encode) and tests. Multi-line data is split into several
 * `data:` lines because the SSE parser joins them back with "\n"; sending raw newlines would cut the event.
 * Most events are one line (each of a chat reply's model chunks): those are framed without a split, as this runs
 * once per event of every open stream.
 */
export function encodeSseEvent(event: string, data: string, id?: string): string {
  const head = id === undefined ? `event: ${event}\n` : `event: ${event}\nid: ${id}\n`;
  const lines = LINE_BREAK.test(data) ? data.split(LINE_BREAK).join("\ndata: ") : data;
  return `${head}data: ${lines}\n\n`;
}

/** Response headers for every event stream (DESIGN §6: keep proxies from buffering). */
export const sseHeaders: Readonly<Record<string, string>> = {
  "Content-Type": "text/event-stream; charset=utf-8",
  "Cache-Control": "no-cache, no-transform",
  Connection: "keep-alive",
  "X-Accel-Buffering": "no",
};
