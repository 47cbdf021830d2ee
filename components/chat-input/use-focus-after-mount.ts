"use client";

/**
 * Focuses an element as it first shows, in the browser's next frame rather than in React's commit (what the
 * `autoFocus` prop does). Focusing brings the page's style and layout up to date on the spot: in the commit that
 * mounts the composer (hydration on /chat, the first answers on the session page) that was 25-40 ms of one long task
 * at 4× CPU in a trace; in the frame's own callback the browser is about to lay the page out anyway. A focus the
 * reader has meanwhile put elsewhere is left where it is.
 */
import { type RefObject, useEffect } from "react";

export function useFocusAfterMount(ref: RefObject<HTMLElement | null>, enabled: boolean | undefined): void {
  useEffect(() => {
    if (!enabled) return;
    const frame = requestAnimationFrame(() => {
      const active = document.activeElement;
      if (active === null || active === document.body) ref.current?.focus();
    });
    return () => cancelAnimationFrame(frame);
    // Once, as the element first shows: a later change of `enabled` is no reason to pull the focus back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
