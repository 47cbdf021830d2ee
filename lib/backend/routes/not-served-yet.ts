import type { CallId } from "@/lib/contract";

/**
 * Contract calls the embedded backend does not serve yet (they answer 404 until then). Each feature that serves
 * one mounts it and takes it off this list; tests/api/contract-coverage.test.ts keeps the two in step, and the
 * client may not call a listed id. The list ends empty.
 */
export const notServedYet: readonly CallId[] = [
  // Credits and plans (spec §1, §2 Upgrade page): the plan, its usage, labmate invites, payment.
  // Sharing (spec §2 Share modal, §6 Session visitor): a session's public link.
  "chatSession.share",
  "chatSession.unshare",
  "chatSession.clone",
];
