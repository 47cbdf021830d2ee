import { describe, expect, it } from "vitest";
import { createFingerprintSource, FINGERPRINT_STORAGE_KEY, newRandomId } from "@/lib/client/api/fingerprint";

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

// The backend tells browsers apart by this header; a new id per page load would look like a new visitor each time.
describe("fingerprint", () => {
  it("creates an id on first use, stores it and keeps returning it", () => {
    const storage = memoryStorage();
    const fingerprint = createFingerprintSource(() => storage, () => "id-1");
    expect(fingerprint()).toBe("id-1");
    expect(storage.items.get(FINGERPRINT_STORAGE_KEY)).toBe("id-1");
    expect(fingerprint()).toBe("id-1");
  });

  it("reuses the id stored by an earlier visit", () => {
    const storage = memoryStorage({ [FINGERPRINT_STORAGE_KEY]: "earlier" });
    expect(createFingerprintSource(() => storage, () => "new")()).toBe("earlier");
  });

  it("falls back to a stable in-memory id when storage throws", () => {
    let made = 0;
    const fingerprint = createFingerprintSource(
      () => {
        throw new DOMException("blocked", "SecurityError");
      },
      () => `id-${++made}`,
    );
    expect(fingerprint()).toBe("id-1");
    expect(fingerprint()).toBe("id-1");
  });

  it("keeps the id when saving it fails", () => {
    const fingerprint = createFingerprintSource(
      () => ({
        getItem: () => null,
        setItem: () => {
          throw new DOMException("full", "QuotaExceededError");
        },
      }),
      () => "id-1",
    );
    expect(fingerprint()).toBe("id-1");
  });

  it("makes distinct random ids", () => {
    expect(newRandomId()).not.toBe(newRandomId());
  });
});
