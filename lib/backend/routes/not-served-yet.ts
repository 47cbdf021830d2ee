import type { CallId } from "@/lib/contract";

/**
 * Contract calls the embedded backend does not serve yet (they answer 404 until then). Each feature that serves
 * one mounts it and takes it off this list; tests/api/contract-coverage.test.ts keeps the two in step, and the
 * client may not call a listed id. The list ends empty.
 */
export const notServedYet: readonly CallId[] = [
  // Credits and plans (spec §1, §2 Upgrade page): the plan, its usage, labmate invites, payment.
  // Research profile (spec §2 Research profile screen): the form, its read-back, titles of linked preprints.
  "profile.submitPreference",
  "profile.getPreference",
  "profile.getTitleByUrl",
  // Paper feed (spec §1 daily feed, §6 hot feed): papers by research tag.
  "papers.tagList",
  // Paper search (spec §2 Paper search list screen); agents already search through lib/backend/papers.
  "papers.search",
  // Sharing (spec §2 Share modal, §6 Session visitor): a session's public link.
  "chatSession.share",
];
