/**
 * The Share modal's words (spec §2 "Share modal", §4 "Share button: Init, Copy, Copied"); its button is a
 * make-then-copy link button (lib/domain/share/link-button-state.ts) whose link the owner can revoke (issue 21).
 */
import type { LinkStep } from "@/lib/domain/share/link-button-state";

/** Spec §2's texts, misspelling included. */
export const SHARE_MODAL_TITLE = "Share it as public link to others";
export const SHARE_MODAL_TEXT = "Your current tasks and agent work trajectory will be able to viewed by others who have this link.";
export const shareButtonLabel: Readonly<Record<LinkStep, string>> = { init: "Make it share", copy: "Copy", copied: "Link copyed" };
export const SHARE_FAILED_MESSAGE = "Failed to create share link";
export const UNSHARE_FAILED_MESSAGE = "Failed to stop sharing. Please try again.";
