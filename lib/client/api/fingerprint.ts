/**
 * The browser's `fingerprint` header (spec §7): a random id made on first use and kept in localStorage so it
 * stays the same across visits. Where storage is unavailable the id lives for the page's lifetime only.
 */

export type FingerprintStorage = Pick<Storage, "getItem" | "setItem">;

export const FINGERPRINT_STORAGE_KEY = "fingerprint";

export function newRandomId(): string {
  // randomUUID exists only in secure contexts; a plain-http deployment still has getRandomValues.
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

export function createFingerprintSource(
  getStorage: () => FingerprintStorage | undefined,
  randomId: () => string = newRandomId,
): () => string {
  let remembered: string | undefined;

  return () => {
    if (remembered) return remembered;
    let storage: FingerprintStorage | undefined;
    try {
      // Reading window.localStorage itself throws where storage is blocked (sandboxed frames, some privacy modes).
      storage = getStorage();
      const stored = storage?.getItem(FINGERPRINT_STORAGE_KEY);
      if (stored) return (remembered = stored);
    } catch {
      storage = undefined;
    }
    const id = randomId();
    try {
      storage?.setItem(FINGERPRINT_STORAGE_KEY, id);
    } catch {
      // Quota or privacy mode: the in-memory id still identifies this page's calls, which is all we can do.
    }
    return (remembered = id);
  };
}

export const getFingerprint = createFingerprintSource(() =>
  typeof window === "undefined" ? undefined : window.localStorage,
);
