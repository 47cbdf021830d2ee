/**
 * Server-sent-event framing shared by our backend (encode) and tests. Multi-line data is split into several
 * `data:` lines because the SSE parser joins them back with "\n"; sending raw newlines would cut the event.
 */
export function encodeSseEvent(event: string, data: string, id?: string): string {
  const lines = [`event: ${event}`];
  if (id !== undefined) lines.push(`id: ${id}`);
  for (const line of data.split(/\r\n|\r|\n/)) lines.push(`data: ${line}`);
  return `${lines.join("\n")}\n\n`;
}

/** Response headers for every event stream (DESIGN §6: keep proxies from buffering). */
export const sseHeaders: Readonly<Record<string, string>> = {
  "Content-Type": "text/event-stream; charset=utf-8",
  "Cache-Control": "no-cache, no-transform",
  Connection: "keep-alive",
  "X-Accel-Buffering": "no",
};
