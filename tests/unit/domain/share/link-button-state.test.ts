import { describe, expect, it } from "vitest";
import {
  COPY_REFUSED_MESSAGE,
  initialLinkButtonState,
  type LinkButtonEvent,
  linkButtonReducer,
  type LinkButtonState,
} from "@/lib/domain/share/link-button-state";
import { inviteButtonLabel } from "@/lib/domain/account/lab-invite";
import { shareButtonLabel } from "@/lib/client/share/share-link-state";

/**
 * The make-then-copy link buttons (spec §4: the Share button and the Invite share button, Init, Copy, Copied): a
 * user would notice a button that offers Copy with no link, keeps a revoked link, or lets a second click make a
 * second link while the first waits.
 */
const URL = "https://app.example.org/search-v1/s1?shareId=tok";
const run = (state: LinkButtonState, ...events: LinkButtonEvent[]) => events.reduce(linkButtonReducer, state);

describe("a make-then-copy link button", () => {
  it("has each button's spec labels, misspelling included", () => {
    expect(shareButtonLabel).toEqual({ init: "Make it share", copy: "Copy", copied: "Link copyed" });
    expect(inviteButtonLabel).toEqual({ init: "Invite a labmate", copy: "Copy", copied: "Copied" });
  });

  it("opens in Init without a link and in Copy with one (a session shared before)", () => {
    expect(initialLinkButtonState(null)).toEqual({ step: "init", pending: false });
    expect(initialLinkButtonState(URL)).toEqual({ step: "copy", url: URL, pending: false });
  });

  it("goes Init → (waiting) → Copy → Copied → Copy", () => {
    const waiting = run(initialLinkButtonState(null), { type: "create" });
    expect(waiting).toEqual({ step: "init", pending: true });
    // A second press while the first waits changes nothing.
    expect(linkButtonReducer(waiting, { type: "create" })).toBe(waiting);
    const copy = run(waiting, { type: "created", url: URL });
    expect(copy).toEqual({ step: "copy", url: URL, pending: false });
    expect(run(copy, { type: "copied" })).toEqual({ step: "copied", url: URL, pending: false });
    expect(run(copy, { type: "copied" }, { type: "copyReset" })).toEqual(copy);
  });

  it("stays in Init with the button's own message when making the link fails, and clears it on the next try", () => {
    const failed = run(initialLinkButtonState(null), { type: "create" }, { type: "createFailed", message: "Failed to create share link" });
    expect(failed).toEqual({ step: "init", pending: false, failure: "Failed to create share link" });
    expect(run(failed, { type: "create" })).toEqual({ step: "init", pending: true });
  });

  it("keeps the link shown when the clipboard refuses, and clears the notice on a copy that works", () => {
    const refused = run(initialLinkButtonState(URL), { type: "copyFailed" });
    expect(refused).toEqual({ step: "copy", url: URL, pending: false, failure: COPY_REFUSED_MESSAGE });
    expect(run(refused, { type: "copied" })).toEqual({ step: "copied", url: URL, pending: false });
  });

  it("a revoke returns to Init; a failed one keeps the link and says so", () => {
    const stopping = run(initialLinkButtonState(URL), { type: "revoke" });
    expect(stopping).toEqual({ step: "copy", url: URL, pending: true });
    expect(run(stopping, { type: "revoked" })).toEqual({ step: "init", pending: false });
    expect(run(stopping, { type: "revokeFailed", message: "Failed to stop sharing. Please try again." })).toEqual({
      step: "copy",
      url: URL,
      pending: false,
      failure: "Failed to stop sharing. Please try again.",
    });
    // Nothing to revoke in Init.
    const init = initialLinkButtonState(null);
    expect(linkButtonReducer(init, { type: "revoke" })).toBe(init);
  });
});
