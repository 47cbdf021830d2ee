import { describe, expect, it } from "vitest";
import {
  COPY_REFUSED_MESSAGE,
  initialShareLinkState,
  SHARE_FAILED_MESSAGE,
  shareButtonLabel,
  shareLinkReducer,
  type ShareLinkEvent,
  type ShareLinkState,
  UNSHARE_FAILED_MESSAGE,
} from "@/lib/client/share/share-link-state";

/**
 * The Share modal's button (spec §4 "Share button: Init, Copy, Copied"): an owner would notice a button that
 * offers Copy with no link, keeps a revoked link, or lets a second click make a second share while the first waits.
 */
const URL = "https://app.example.org/search-v1/s1?shareId=tok";
const run = (state: ShareLinkState, ...events: ShareLinkEvent[]) => events.reduce(shareLinkReducer, state);

describe("the share button's states", () => {
  it("has the spec's labels, misspelling included", () => {
    expect(shareButtonLabel).toEqual({ init: "Make it share", copy: "Copy", copied: "Link copyed" });
  });

  it("opens in Init for an unshared session and in Copy for a shared one", () => {
    expect(initialShareLinkState(null)).toEqual({ step: "init", pending: false });
    expect(initialShareLinkState(URL)).toEqual({ step: "copy", url: URL, pending: false });
  });

  it("goes Init → (waiting) → Copy → Copied → Copy", () => {
    const waiting = run(initialShareLinkState(null), { type: "share" });
    expect(waiting).toEqual({ step: "init", pending: true });
    // A second press while the first waits changes nothing.
    expect(shareLinkReducer(waiting, { type: "share" })).toBe(waiting);
    const copy = run(waiting, { type: "shared", url: URL });
    expect(copy).toEqual({ step: "copy", url: URL, pending: false });
    expect(run(copy, { type: "copied" })).toEqual({ step: "copied", url: URL, pending: false });
    expect(run(copy, { type: "copied" }, { type: "copyReset" })).toEqual(copy);
  });

  it("says 'Failed to create share link' and stays in Init when sharing fails", () => {
    expect(run(initialShareLinkState(null), { type: "share" }, { type: "shareFailed" })).toEqual({ step: "init", pending: false, failure: SHARE_FAILED_MESSAGE });
  });

  it("keeps the link shown when the clipboard refuses, and clears the notice on a copy that works", () => {
    const refused = run(initialShareLinkState(URL), { type: "copyFailed" });
    expect(refused).toEqual({ step: "copy", url: URL, pending: false, failure: COPY_REFUSED_MESSAGE });
    expect(run(refused, { type: "copied" })).toEqual({ step: "copied", url: URL, pending: false });
  });

  it("Stop sharing returns to Init; a failed revoke keeps the link and says so", () => {
    const stopping = run(initialShareLinkState(URL), { type: "unshare" });
    expect(stopping).toEqual({ step: "copy", url: URL, pending: true });
    expect(run(stopping, { type: "unshared" })).toEqual({ step: "init", pending: false });
    expect(run(stopping, { type: "unshareFailed" })).toEqual({ step: "copy", url: URL, pending: false, failure: UNSHARE_FAILED_MESSAGE });
    // Nothing to revoke in Init.
    const init = initialShareLinkState(null);
    expect(shareLinkReducer(init, { type: "unshare" })).toBe(init);
  });
});
