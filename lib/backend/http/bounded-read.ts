import "server-only";

/**
 * A stream's bytes when they come to at most `limit`; undefined as soon as they pass it, the rest cancelled
 * unread. Bodies from outside (a request, a paper source's answer, a stored upload) are read through this, so a
 * declared length that lies or a stream that never ends costs at most `limit` bytes of memory.
 */
export async function readAtMost(body: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(new ArrayBuffer(total));
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}
