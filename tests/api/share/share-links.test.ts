import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ChatSetup, createChatSetup, createSession } from "../chat/chat-support";
import { share, sharedLink, sharedMessages, unshare } from "./share-support";

/**
 * Issue 21, the owner's side of sharing: POST /chat_session/share answers the session's public link (an
 * unguessable token, not the session id; the same link while shared) and POST /chat_session/unshare revokes it.
 * Only the owner does either; the Share modal's state comes back in the owner's message list as shareUrl.
 */
let setup: ChatSetup;
beforeAll(async () => {
  setup = await createChatSetup();
});
afterAll(() => setup.dispose());

const notFound = { code: 404, result: null, message: "Chat session not found", error: "Chat session not found" };

describe("POST /chat_session/share", () => {
  it("answers the public link: APP_URL/search-v1/<session>?shareId=<token>, a 256-bit token that is not the session id", async () => {
    const id = await createSession(setup.backend, setup.owner, "Share me");
    const answer = await share(setup.backend, setup.owner, id);
    expect(answer.status, answer.text).toBe(200);
    const { url, shareId } = answer.body.result ?? { url: "", shareId: "" };
    const appUrl = setup.backend.deps.config.APP_URL;
    expect(url).toBe(`${new URL(`/search-v1/${id}`, appUrl).toString()}?shareId=${shareId}`);
    expect(shareId).toMatch(/^[\w-]{43}$/);
    expect(Buffer.from(shareId, "base64url").length * 8).toBeGreaterThanOrEqual(128);
    expect(shareId).not.toContain(id);
    expect(id).not.toContain(shareId);
  });

  it("answers the same link while the session stays shared, even to requests at once", async () => {
    const id = await createSession(setup.backend, setup.owner, "Share twice");
    const links = await Promise.all(Array.from({ length: 4 }, () => sharedLink(setup.backend, setup.owner, id)));
    expect(new Set(links.map((link) => link.shareId)).size).toBe(1);
    expect(await sharedLink(setup.backend, setup.owner, id)).toEqual(links[0]);
  });

  it("gives each session its own token", async () => {
    const first = await sharedLink(setup.backend, setup.owner, await createSession(setup.backend, setup.owner, "one"));
    const second = await sharedLink(setup.backend, setup.owner, await createSession(setup.backend, setup.owner, "two"));
    expect(first.shareId).not.toBe(second.shareId);
  });

  it("shows the owner the link in the message list (shareUrl) while shared, null otherwise", async () => {
    const id = await createSession(setup.backend, setup.owner, "Modal state");
    expect((await sharedMessages(setup.backend, setup.owner, id)).body.result?.chatSession).toMatchObject({ visitType: "owner", shareUrl: null });
    const { url } = await sharedLink(setup.backend, setup.owner, id);
    expect((await sharedMessages(setup.backend, setup.owner, id)).body.result?.chatSession).toMatchObject({ visitType: "owner", shareUrl: url });
  });

  it("answers 400 'Session ID is required' without a chatSessionId, or with an empty one", async () => {
    for (const chatSessionId of [undefined, ""]) {
      const answer = await share(setup.backend, setup.owner, chatSessionId);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe("Session ID is required");
    }
  });

  it("is the owner's alone: another user gets 404 'Chat session not found', an anonymous caller 401", async () => {
    const id = await createSession(setup.backend, setup.owner, "Mine to share");
    const stranger = await share(setup.backend, setup.stranger, id);
    expect(stranger.status).toBe(404);
    expect(stranger.body).toEqual(notFound);
    expect((await share(setup.backend, undefined, id)).status).toBe(401);
    expect((await sharedMessages(setup.backend, setup.owner, id)).body.result?.chatSession.shareUrl).toBeNull();
  });

  it("answers 500 'Failed to create share link' when the server cannot store the link", async () => {
    const id = await createSession(setup.backend, setup.owner, "Storage down");
    const { db } = setup.backend.deps;
    await db.execute(sql`alter table session_shares rename to session_shares_away`);
    try {
      const answer = await share(setup.backend, setup.owner, id);
      expect(answer.status).toBe(500);
      expect(answer.body).toMatchObject({ code: 500, result: null, message: "Failed to create share link" });
    } finally {
      await db.execute(sql`alter table session_shares_away rename to session_shares`);
    }
  });
});

describe("POST /chat_session/unshare", () => {
  it("revokes the link: visitors get 404, the owner's shareUrl is null, and sharing again makes a new token", async () => {
    const id = await createSession(setup.backend, setup.owner, "Revoke me");
    const first = await sharedLink(setup.backend, setup.owner, id);
    expect((await sharedMessages(setup.backend, undefined, id, first.shareId)).status).toBe(200);

    const answer = await unshare(setup.backend, setup.owner, id);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.result).toBe(true);
    expect((await sharedMessages(setup.backend, setup.owner, id)).body.result?.chatSession.shareUrl).toBeNull();
    for (const token of [undefined, setup.stranger]) {
      const read = await sharedMessages(setup.backend, token, id, first.shareId);
      expect(read.status).toBe(404);
      expect(read.body).toEqual(notFound);
    }

    const second = await sharedLink(setup.backend, setup.owner, id);
    expect(second.shareId).not.toBe(first.shareId);
    expect((await sharedMessages(setup.backend, undefined, id, second.shareId)).status).toBe(200);
    expect((await sharedMessages(setup.backend, undefined, id, first.shareId)).status).toBe(404);
  });

  it("acknowledges a session that is not shared", async () => {
    const id = await createSession(setup.backend, setup.owner, "Never shared");
    expect((await unshare(setup.backend, setup.owner, id)).body.result).toBe(true);
  });

  it("is the owner's alone, and needs a session id", async () => {
    const id = await createSession(setup.backend, setup.owner, "Keep shared");
    const { shareId } = await sharedLink(setup.backend, setup.owner, id);
    const stranger = await unshare(setup.backend, setup.stranger, id);
    expect(stranger.status).toBe(404);
    expect(stranger.body).toEqual(notFound);
    expect((await unshare(setup.backend, undefined, id)).status).toBe(401);
    expect((await unshare(setup.backend, setup.owner, undefined)).body.message).toBe("Session ID is required");
    expect((await sharedMessages(setup.backend, undefined, id, shareId)).status).toBe(200);
  });
});
