import "server-only";

/**
 * Text that arrives in many small pieces and is read once, when the reply ends, kept as UTF-8 bytes outside V8's
 * heap. Why not `text += piece`: that keeps every piece and a rope node per piece alive for the whole reply, ~70
 * bytes of heap per streamed chunk. At 1,000 concurrent replies that was ~1.2 MB/s promoted to the old generation
 * (the app's old space grew 68 → 78 MB in five seconds of bench:chat), until a major collection stalled every open
 * stream, 25–87 ms at a time for ~200 ms (README, "Performance notes"). Here each piece dies young: it is copied
 * into a byte buffer that doubles as it fills, and the heap holds one Buffer object per reply.
 */
export class StreamedText {
  private bytes: Buffer = Buffer.alloc(0);
  private length = 0;
  /**
   * A high surrogate that ended the last piece, held until the next: a model may split a character outside the
   * Basic Multilingual Plane (an emoji) between two pieces, and each half alone would be written as U+FFFD.
   */
  private pendingHigh = "";

  append(piece: string): void {
    if (piece === "") return;
    const text = this.pendingHigh + piece;
    const last = text.charCodeAt(text.length - 1);
    const endsInHigh = last >= 0xd800 && last <= 0xdbff;
    this.pendingHigh = endsInHigh ? text.slice(-1) : "";
    this.write(endsInHigh ? text.slice(0, -1) : text);
  }

  toString(): string {
    return this.bytes.toString("utf8", 0, this.length) + this.pendingHigh;
  }

  private write(text: string): void {
    // A UTF-16 code unit is at most 3 bytes of UTF-8 (a surrogate pair, two units, is 4): room for the worst case.
    const needed = this.length + text.length * 3;
    if (needed > this.bytes.length) {
      // allocUnsafeSlow: a buffer of its own, not a slice of Node's shared pool kept alive by this reply.
      const grown = Buffer.allocUnsafeSlow(Math.max(needed, this.bytes.length * 2, 1024));
      this.bytes.copy(grown, 0, 0, this.length);
      this.bytes = grown;
    }
    this.length += this.bytes.write(text, this.length);
  }
}
