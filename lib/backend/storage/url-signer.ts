import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * HMAC-SHA256 signatures of the local storage driver's links, the counterpart of S3's presigned URLs: a link
 * names what it is for (method, object, size), until when (`expires`, Unix seconds), and carries the signature.
 */
export type SignatureCheck = "valid" | "invalid" | "expired";

export type UrlSigner = {
  sign(scope: readonly string[], expires: number): string;
  /** A wrong signature is "invalid" whatever the expiry says, so a forged link learns nothing about the clock. */
  verify(scope: readonly string[], expires: number, signature: string, now: Date): SignatureCheck;
};

export function createUrlSigner(secret: string): UrlSigner {
  const mac = (scope: readonly string[], expires: number) =>
    createHmac("sha256", secret).update([...scope, String(expires)].join("\n")).digest("hex");
  return {
    sign: mac,
    verify(scope, expires, signature, now) {
      const expected = Buffer.from(mac(scope, expires), "hex");
      const given = /^[0-9a-f]{64}$/i.test(signature) ? Buffer.from(signature, "hex") : Buffer.alloc(0);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return "invalid";
      return Math.floor(now.getTime() / 1000) > expires ? "expired" : "valid";
    },
  };
}

/** Unix seconds `ttlSeconds` after `now`. */
export function expiryAfter(now: Date, ttlSeconds: number): number {
  return Math.floor(now.getTime() / 1000) + ttlSeconds;
}
