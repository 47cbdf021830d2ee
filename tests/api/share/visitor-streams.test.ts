import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CloneSetup, createCloneSetup, ownersSession, shareSession } from "../clone/clone-support";
import { sharedTaskEvents } from "./share-support";

/**
 * A shared link's event streams count under the reader's address (issue 21 security review): with a shareId an
 * unknown token reads as anonymous, so made-up tokens must not each get a stream cap of their own.
 */
let setup: CloneSetup;
beforeAll(async () => {
  setup = await createCloneSetup({ SSE_STREAMS_PER_USER: "1" });
});
afterAll(() => setup.dispose());

describe("a shared task's event streams", () => {
  it("hold one cap per address, whatever tokens the reader makes up", async () => {
    const original = await ownersSession(setup);
    const shareId = await shareSession(setup, original.chatSessionId);
    // The running task's stream stays open.
    const first = await sharedTaskEvents(setup.backend, "made-up-token-1", original.runningTaskId, shareId);
    const second = await sharedTaskEvents(setup.backend, "made-up-token-2", original.runningTaskId, shareId);
    expect([first.status, second.status]).toEqual([200, 429]);
    await first.body?.cancel();
  });
});
