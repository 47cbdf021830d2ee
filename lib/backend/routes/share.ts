import "server-only";
import type { BackendDeps } from "../deps";
import { type CallRouter, mount } from "../http/mount";
import { createShare, revokeShare } from "../services/share/share-links";

/** A session's public link (issue 21, spec §2 Share modal): its owner shares and revokes it. */
export function mountShareCalls(api: CallRouter, deps: BackendDeps) {
  mount(api, "chatSession.share", ({ user, body }) => createShare(deps, user.id, String(body.chatSessionId)));
  mount(api, "chatSession.unshare", ({ user, body }) => revokeShare(deps, user.id, String(body.chatSessionId)));
}
