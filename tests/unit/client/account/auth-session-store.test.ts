import { describe, expect, it } from "vitest";
import { createAuthSessionStore, type SessionData } from "@/lib/client/account/auth-session-store";

/** A session reader whose answers the test hands out, in any order. */
function controlledReader() {
  const pending: Array<{ resolve: (data: SessionData | null) => void }> = [];
  const read = () => new Promise<SessionData | null>((resolve) => pending.push({ resolve }));
  const answer = (index: number, data: SessionData | null) => {
    const request = pending[index];
    if (!request) throw new Error(`No read #${index} was made`);
    request.resolve(data);
  };
  return { read, answer };
}

const ADA = { user: { id: "7", name: "Ada" } };

describe("the page's session view", () => {
  it("is loading until the first answer, then authenticated with the session's JSON", async () => {
    const store = createAuthSessionStore(async () => ADA);
    expect(store.getSnapshot()).toEqual({ status: "loading", data: null });
    await store.refresh();
    expect(store.getSnapshot()).toEqual({ status: "authenticated", data: ADA });
  });

  it("is unauthenticated when there is no session", async () => {
    const store = createAuthSessionStore(async () => null);
    await store.refresh();
    expect(store.getSnapshot()).toEqual({ status: "unauthenticated", data: null });
  });

  it("counts an unreadable first answer as signed out, so the page never waits forever", async () => {
    const store = createAuthSessionStore(() => Promise.reject(new Error("offline")));
    await store.refresh();
    expect(store.getSnapshot().status).toBe("unauthenticated");
  });

  it("keeps a signed-in view when a later read fails (a network blip signs nobody out on screen)", async () => {
    let fail = false;
    const store = createAuthSessionStore(() => (fail ? Promise.reject(new Error("offline")) : Promise.resolve(ADA)));
    await store.refresh();
    fail = true;
    await store.refresh();
    expect(store.getSnapshot()).toEqual({ status: "authenticated", data: ADA });
  });

  it("takes the latest read's answer when an older one comes back after it", async () => {
    const { read, answer } = controlledReader();
    const store = createAuthSessionStore(read);
    const before = store.refresh();
    const after = store.refresh();
    answer(1, null);
    await after;
    answer(0, ADA);
    await before;
    expect(store.getSnapshot().status).toBe("unauthenticated");
  });

  it("tells its subscribers of each change until they leave", async () => {
    const store = createAuthSessionStore(async () => ADA);
    let calls = 0;
    const leave = store.subscribe(() => calls++);
    await store.refresh();
    leave();
    await store.refresh();
    expect(calls).toBe(1);
  });
});
