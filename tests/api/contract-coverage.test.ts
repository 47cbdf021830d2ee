import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mountedCallIds } from "@/lib/backend/http/mount";
import { notServedYet } from "@/lib/backend/routes/not-served-yet";
import { type CallDef, callIds, contractCalls } from "@/lib/contract";
import { createTestBackend, type TestBackend } from "./support/test-backend";

/**
 * Every contract call is served by exactly one mount, or is listed as not served yet. A call mounted twice, a
 * listed call that is in fact served, or a listed id the contract no longer has would let the list lie about what
 * a client can rely on.
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
      expect({ id, mounts: mounted.get(id) ?? 0, listed: listed.has(id) }).toEqual({ id, mounts: listed.has(id) ? 0 : 1, listed: listed.has(id) });
    }
  });

  it("lists only ids the contract has, each once", () => {
    const known = new Set<string>(callIds);
    expect(notServedYet.filter((id) => !known.has(id))).toEqual([]);
    expect([...countsOf(notServedYet)].filter(([, count]) => count > 1)).toEqual([]);
  });

  it("answers a listed call with the 404 envelope of a path nobody serves", async () => {
    for (const id of notServedYet) {
      const call: CallDef = contractCalls[id];
      const concretePath = call.path.replace(/:\w+/g, "1");
      const answer = await backend.json<{ code: number; message: string }>(concretePath, { method: call.method });
      expect({ id, status: answer.status, body: answer.body }).toEqual({
        id,
        status: 404,
        body: expect.objectContaining({ code: 404, message: expect.stringMatching(/^No such API path/) }),
      });
    }
  });
});
