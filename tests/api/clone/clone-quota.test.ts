import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatSessions, files, users } from "@/lib/backend/db/schema";
import { cloneChatSession } from "@/lib/backend/services/share/clone-session";
import type { PutBody } from "@/lib/backend/storage/storage-driver";
import { ContractError } from "@/lib/contract";
import { ResultCode } from "@/lib/contract/codes";
import { requestSlots, uploadFile } from "../file/files-support";
import { signUpAndLogin, uniqueEmail } from "../support/accounts";
import { cloneSession, type CloneSetup, createCloneSetup, ownersSession, shareSession } from "./clone-support";

/**
 * Issue 21 Clone and continue: the uploads a clone copies count against the cloner's storage quota like their own
 * uploads, and a clone refused after its objects were copied leaves neither rows nor objects behind.
 */
let setup: CloneSetup;
beforeAll(async () => {
  setup = await createCloneSetup({ STORAGE_QUOTA_FILES: "2" });
});
afterAll(() => setup.dispose());

async function signedUp(label: string) {
  const email = uniqueEmail(label);
  const token = await signUpAndLogin(setup, email);
  const [user] = await setup.backend.deps.db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error("no user row");
  return { token, user };
}

const sessionsOf = async (userId: string) =>
  (await setup.backend.deps.db.select({ n: count() }).from(chatSessions).where(eq(chatSessions.userId, userId)))[0]?.n ?? 0;

describe("the cloner's storage quota", () => {
  it("refuses a clone whose uploads do not fit with the refusal an upload gets, and makes nothing", async () => {
    const original = await ownersSession(setup);
    const cloner = await signedUp("full");
    const asUploader = setup.files(cloner.token);
    await uploadFile(asUploader, "a.csv", new Uint8Array([1]));
    await uploadFile(asUploader, "b.csv", new Uint8Array([2]));
    const uploadRefusal = await requestSlots(asUploader, [{ fileName: "c.csv", fileSize: 1 }]);
    expect(uploadRefusal.body.code).toBe(ResultCode.exceedingLimit);
    const byCloner = await cloneSession(setup, cloner.token, { chatSessionId: original.chatSessionId, shareId: await shareSession(setup, original.chatSessionId) });
    expect({ status: byCloner.status, body: byCloner.body }).toEqual({ status: uploadRefusal.status, body: uploadRefusal.body });
    expect(await sessionsOf(cloner.user.id)).toBe(0);
  });

  it("removes the objects it copied when the quota is filled while it copies (a concurrent upload)", async () => {
    const original = await ownersSession(setup);
    const cloner = await signedUp("racing");
    const { deps } = setup.backend;
    const written: string[] = [];
    const put = async (key: string, body: PutBody, contentType: string) => {
      // The cloner asks for two upload slots while the clone's objects are being copied.
      if (written.length === 0) await deps.db.insert(files).values([1, 2].map((n) => ({ userId: cloner.user.id, key: `uploads/${cloner.user.id}/race-${n}`, originalName: "r", contentType: "text/plain", size: 1 })));
      written.push(key);
      await deps.storage.put(key, body, contentType);
    };
    const racing = { ...deps, storage: { ...deps.storage, put } };

    const clone = cloneChatSession(racing, cloner.user, { chatSessionId: original.chatSessionId, shareId: await shareSession(setup, original.chatSessionId) });
    await expect(clone).rejects.toSatisfy((error) => error instanceof ContractError && error.code === ResultCode.exceedingLimit);
    expect(written.length).toBe(3);
    for (const key of written) expect(await deps.storage.stat(key), key).toBeUndefined();
    expect(await sessionsOf(cloner.user.id)).toBe(0);
  });
});

