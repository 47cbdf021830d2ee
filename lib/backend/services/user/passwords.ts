import "server-only";
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { createSlots } from "../../concurrency-slots";

/**
 * Password hashing with scrypt (node:crypto, no native add-on). Stored as `scrypt$N$r$p$salt$hash` (base64
 * salt and hash), so the cost can be raised while older hashes still verify with their own parameters; a login
 * that verifies an older hash stores a new one (needsRehash). The cost is OWASP's scrypt recommendation
 * (N=2^17, r=8, p=1): 128 MiB and a few hundred milliseconds per hash.
 */
const COST = { N: 2 ** 17, r: 8, p: 1 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 32;

/**
 * scrypt runs on libuv's thread pool (4 threads by default), which file reads and DNS look-ups share: a burst of
 * logins must not hold every thread (uploads and paper fetches would stall behind it) nor the memory of one
 * 128 MiB hash per thread. Two hashes run at once; the rest queue here, in order.
 */
const hashingSlots = createSlots(2);

async function derive(password: string, salt: Buffer, keyLength: number, cost: { N: number; r: number; p: number }): Promise<Buffer> {
  // scrypt needs 128·N·r bytes (128 MiB here), far above Node's default ceiling of 32 MiB: allow twice that.
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r };
  await hashingSlots.acquire();
  try {
    return await new Promise((resolve, reject) => {
      scrypt(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
    });
  } finally {
    hashingSlots.release();
  }
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, KEY_BYTES, COST);
  return ["scrypt", COST.N, COST.r, COST.p, salt.toString("base64"), key.toString("base64")].join("$");
}

type ParsedHash = { N: number; r: number; p: number; salt: Buffer; key: Buffer };

function parseHash(stored: string): ParsedHash | undefined {
  const [scheme, n, r, p, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || salt === undefined || key === undefined) return undefined;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (![cost.N, cost.r, cost.p].every((value) => Number.isInteger(value) && value > 0)) return undefined;
  return { ...cost, salt: Buffer.from(salt, "base64"), key: Buffer.from(key, "base64") };
}

/** True when `stored` was made with other parameters than today's (or is unreadable) and should be replaced. */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  return !parsed || parsed.N !== COST.N || parsed.r !== COST.r || parsed.p !== COST.p || parsed.key.length !== KEY_BYTES;
}

/**
 * A hash of a random password, computed once when the module loads. Accounts that do not exist (or have no
 * password) are checked against it, so a wrong address costs the same scrypt work as a wrong password and
 * the answer time does not tell which addresses have accounts.
 */
const DUMMY_HASH: Promise<string> = hashPassword(randomBytes(16).toString("hex"));

/** True only when `stored` is a hash of `password`; with no stored hash it still spends the same time. */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const own = stored ? parseHash(stored) : undefined;
  const target = own ?? parseHash(await DUMMY_HASH);
  if (!target) return false;
  const key = await derive(password, target.salt, target.key.length, target);
  return own !== undefined && timingSafeEqual(key, own.key);
}
