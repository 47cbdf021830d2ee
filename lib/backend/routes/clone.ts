import "server-only";
import type { BackendDeps } from "../deps";
import { type CallRouter, mount } from "../http/mount";
import { cloneChatSession } from "../services/share/clone-session";

/** Clone and continue (issue 21): a readable session, the caller's own or a shared one, copied into their account. */
export function mountCloneCalls(api: CallRouter, deps: BackendDeps) {
  mount(api, "chatSession.clone", ({ user, body }) => cloneChatSession(deps, user, body));
}
