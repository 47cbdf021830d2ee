import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mountedCallIds } from "@/lib/backend/http/mount";
import { notServedYet } from "@/lib/backend/routes/not-served-yet";
import { callIds } from "@/lib/contract";
import { createTestBackend, type TestBackend } from "./support/test-backend";

/**
 * Every contract call is served by exactly one mount, or is listed as not served yet. A call mounted twice, a
 * listed call that is in fact served, or a listed id the contract no longer has would let the list lie about what
 * a client can rely on. (That listed calls answer the 404 envelope, through the backend and the BFF, is checked by
 * security/access-matrix.test.ts.)
 */
let backend: TestBackend;
beforeAll(async () => {
  backend = await createTestBackend();
});
afterAll(() => backend.dispose());

const countsOf = (ids: readonly string[]) => ids.reduce((counts, id) => counts.set(id, (counts.get(id) ?? 0) + 1), new Map<string, number>());

describe("contract coverage", () => {
  it("mounts each call once, or lists it as not served yet, never both", () => {
    const mounted = countsOf(mountedCallIds(backend.app));
    const listed = new Set<string>(notServedYet);
    for (const id of callIds) {
      expect({ id, mounts: mounted.get(id) ?? 0 }).toEqual({ id, mounts: listed.has(id) ? 0 : 1 });
    }
  });

  it("lists only ids the contract has, each once", () => {
    const known = new Set<string>(callIds);
    expect(notServedYet.filter((id) => !known.has(id))).toEqual([]);
    expect([...countsOf(notServedYet)].filter(([, count]) => count > 1)).toEqual([]);
  });
});
