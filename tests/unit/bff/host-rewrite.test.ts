import { describe, expect, it } from "vitest";
import { createHostRewriteStream, parseHostRewrites, rewriteHosts } from "@/lib/bff/host-rewrite";

const rewrites = parseHostRewrites("files.internal:9000=>cdn.example.org, old.example.com=>new.example.com");

async function throughStream(chunks: string[]): Promise<string> {
  const encoder = new TextEncoder();
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(source.pipeThrough(createHostRewriteStream(rewrites))).text();
}

describe("storage host rewriting (spec §7)", () => {
  it.each([
    ["a plain link", "https://old.example.com/x", "https://new.example.com/x"],
    ["a host with a port", "http://files.internal:9000/bucket/a.pdf", "http://cdn.example.org/bucket/a.pdf"],
    ["a JSON-escaped link", '"https:\\/\\/old.example.com\\/x"', '"https:\\/\\/new.example.com\\/x"'],
    ["upper-case host", "https://OLD.example.com/x", "https://new.example.com/x"],
    ["a longer host that only starts the same", "https://old.example.com.evil.org/x", "https://old.example.com.evil.org/x"],
    ["a sub-domain", "https://a.old.example.com/x", "https://a.old.example.com/x"],
    ["the host name outside a link", "see old.example.com", "see old.example.com"],
    ["several links", "//old.example.com/a //old.example.com/b", "//new.example.com/a //new.example.com/b"],
  ])("rewrites %s correctly", (_name, input, expected) => {
    expect(rewriteHosts(input, rewrites)).toBe(expected);
  });

  it("rejects a malformed setting with the setting's name", () => {
    expect(() => parseHostRewrites("nonsense")).toThrow(/STORAGE_HOST_REWRITES/);
    expect(parseHostRewrites(undefined)).toEqual([]);
  });

  it("rewrites a link split across chunks at every possible point", async () => {
    const text = '{"url":"https://old.example.com/paper.pdf","other":"https://files.internal:9000/k"}';
    const expected = rewriteHosts(text, rewrites);
    for (let cut = 1; cut < text.length; cut += 1) {
      expect(await throughStream([text.slice(0, cut), text.slice(cut)])).toBe(expected);
    }
    expect(await throughStream(text.split(""))).toBe(expected);
  });

  it("does not hold back a complete SSE event waiting for more input", async () => {
    const encoder = new TextEncoder();
    const decoder = new TextDecoder();
    const stream = createHostRewriteStream(rewrites);
    const writer = stream.writable.getWriter();
    const reader = stream.readable.getReader();
    void writer.write(encoder.encode("event: message\ndata: https://old.example.com/a\n\n"));
    const first = await reader.read();
    expect(decoder.decode(first.value)).toBe("event: message\ndata: https://new.example.com/a\n\n");
    await writer.close();
  });
});
