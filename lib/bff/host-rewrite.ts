/**
 * Storage host rewriting (spec §7: "links from one storage host are rewritten to another"), applied to text
 * answers on their way to the browser. Pure and streaming: a host split across two chunks is still rewritten,
 * and an SSE event is never held back longer than it takes to see its end of line.
 */
export type HostRewrite = { from: string; to: string };

/** Parses `from-host=>to-host,other=>else` (STORAGE_HOST_REWRITES). */
export function parseHostRewrites(setting: string | undefined): HostRewrite[] {
  if (!setting?.trim()) return [];
  return setting.split(",").map((pair) => {
    const [from, to, ...rest] = pair.split("=>").map((part) => part.trim());
    if (!from || !to || rest.length > 0 || !isHost(from) || !isHost(to)) {
      throw new Error(`STORAGE_HOST_REWRITES: "${pair.trim()}" is not of the form from-host=>to-host`);
    }
    return { from: from.toLowerCase(), to };
  });
}

function isHost(value: string): boolean {
  return /^[A-Z0-9.-]+(?::\d+)?$/i.test(value);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** `//host` or JSON's escaped `\/\/host`, followed by something that cannot continue a host name. */
function rewritePattern(rewrites: HostRewrite[]): RegExp {
  const hosts = rewrites.map((rewrite) => escapeRegExp(rewrite.from)).join("|");
  return new RegExp(`(//|\\\\/\\\\/)(${hosts})(?![A-Za-z0-9.:-])`, "gi");
}

export function rewriteHosts(text: string, rewrites: HostRewrite[]): string {
  if (rewrites.length === 0) return text;
  const byHost = new Map(rewrites.map((rewrite) => [rewrite.from, rewrite.to]));
  return text.replace(rewritePattern(rewrites), (_match, slashes: string, host: string) => {
    return `${slashes}${byHost.get(host.toLowerCase()) ?? host}`;
  });
}

const markers = ["//", "\\/\\/"];

/**
 * How much of the buffer is final: text up to the first place where a match could still be forming, i.e. a
 * (possibly partial) `//` marker whose host has not yet been followed by a character that ends a host. Only the
 * last `\/\/` + longest host + 1 characters can be undecided, so nothing waits longer than that.
 */
function finalLength(buffer: string, rewrites: HostRewrite[]): number {
  const span = 4 + Math.max(...rewrites.map((rewrite) => rewrite.from.length)) + 1;
  for (let start = Math.max(0, buffer.length - span); start < buffer.length; start += 1) {
    const rest = buffer.slice(start);
    for (const marker of markers) {
      if (marker.startsWith(rest)) return start;
      if (rest.startsWith(marker) && /^[A-Z0-9.:-]*$/i.test(rest.slice(marker.length))) return start;
    }
  }
  return buffer.length;
}

export function createHostRewriteStream(rewrites: HostRewrite[]): TransformStream<Uint8Array, Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let buffer = "";
  return new TransformStream({
    transform(chunk, controller) {
      buffer += decoder.decode(chunk, { stream: true });
      const cut = finalLength(buffer, rewrites);
      if (cut > 0) controller.enqueue(encoder.encode(rewriteHosts(buffer.slice(0, cut), rewrites)));
      buffer = buffer.slice(cut);
    },
    flush(controller) {
      buffer += decoder.decode();
      if (buffer) controller.enqueue(encoder.encode(rewriteHosts(buffer, rewrites)));
    },
  });
}
