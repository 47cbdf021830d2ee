import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLONE_LIMIT_MESSAGE } from "@/lib/backend/services/share/clone-session";
import { ResultCode } from "@/lib/contract/codes";
import { createSession } from "../chat/chat-support";
import { signUpAndLogin, uniqueEmail } from "../support/accounts";
import { cloneSession, type CloneSetup, createCloneSetup, ownersSession, shareSession } from "./clone-support";

/**
 * Clones copy stored files for free, so they are bounded (issue 21 security review): the notebook and project files a
 * clone copies weigh on the cloner's storage quota like its uploads, and each user may clone CLONES_PER_HOUR times.
 */
let setup: CloneSetup;
beforeAll(async () => {
  // Room for the original's one upload (33 bytes), not for it with the notebook and project file it references.
  setup = await createCloneSetup({ STORAGE_QUOTA_BYTES: "60", CLONES_PER_HOUR: "2" });
});
afterAll(() => setup.dispose());

describe("what bounds a clone", () => {
  it("weighs the artefacts it copies: a clone whose upload fits but whose notebook and project file do not is refused", async () => {
    const original = await ownersSession(setup);
    const cloner = await signUpAndLogin(setup, uniqueEmail("weighed"));
    const answer = await cloneSession(setup, cloner, { chatSessionId: original.chatSessionId, shareId: await shareSession(setup, original.chatSessionId) });
    expect(answer.body.code).toBe(ResultCode.exceedingLimit);
    expect(answer.body.message).toMatch(/^Your storage is full/);
  });

  it("lets a user clone CLONES_PER_HOUR times an hour, then answers 429", async () => {
    const cloner = await signUpAndLogin(setup, uniqueEmail("looping"));
    const own = await createSession(setup.backend, cloner, "An empty project to clone");
    for (let n = 0; n < 2; n += 1) expect((await cloneSession(setup, cloner, { chatSessionId: own })).body.code).toBe(0);
    const third = await cloneSession(setup, cloner, { chatSessionId: own });
    expect(third.status).toBe(429);
    expect(third.body.message).toBe(CLONE_LIMIT_MESSAGE);
  });
});
