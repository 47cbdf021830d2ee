"use client";

/**
 * Keeps a scrolling list pinned to its bottom while it grows (spec §4 "Streaming display"): within the follow
 * margin (about 200 px on the chat page, spec §9) the view follows; scrolling further up stops following until
 * `follow()` (the Follow button) or scrolling back within `rejoinMargin` turns it on again. The canvas views stop
 * following 10 px from the bottom and rejoin only within 2 px, so a reader resting just above the end stays put.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { followsAfterScroll } from "./scroll-follow-rule";

/** How close to the bottom counts as following (spec §9): about 200 px on the chat page, 2 or 10 px in the canvas. */
export const SCROLL_FOLLOW = {
  chatMarginPx: 200,
  canvasBottomTolerancePx: { strict: 2, loose: 10 },
} as const;

export function useScrollFollow<S extends HTMLElement, C extends HTMLElement>(
  margin: number = SCROLL_FOLLOW.chatMarginPx,
  rejoinMargin: number = margin,
  /** Off for lists a reader opens to read from the top (a finished task's sources); scrolling down turns it on. */
  initiallyFollowing = true,
) {
  const scrollRef = useRef<S>(null);
  const contentRef = useRef<C>(null);
  const followingRef = useRef(initiallyFollowing);
  const [following, setFollowing] = useState(initiallyFollowing);
  // Follow is offered only where there is a bottom to go to: a view whose content fits has none.
  const [overflows, setOverflows] = useState(false);

  const setFollow = useCallback((next: boolean) => {
    followingRef.current = next;
    setFollowing(next);
  }, []);

  useEffect(() => {
    const scroller = scrollRef.current;
    const content = contentRef.current;
    if (!scroller || !content) return;
    const stick = () => {
      if (followingRef.current) scroller.scrollTop = scroller.scrollHeight;
      setOverflows(scroller.scrollHeight - scroller.clientHeight > rejoinMargin);
    };
    // Only the reader's move up stops following (scroll-follow-rule.ts says why the direction matters).
    let lastTop = scroller.scrollTop;
    const onScroll = () => {
      const movedUp = scroller.scrollTop < lastTop;
      lastTop = scroller.scrollTop;
      const next = followsAfterScroll({ following: followingRef.current, movedUp, position: scroller }, margin, rejoinMargin);
      if (next !== followingRef.current) setFollow(next);
    };
    // The observer reports each element once as observing starts, after the browser's next layout and before it
    // paints: the first stick comes then. Sticking here as well read the scroll height inside React's commit, which
    // laid out every node the commit had just added there and then (the session page's first answers).
    const observer = new ResizeObserver(stick);
    observer.observe(content);
    observer.observe(scroller);
    scroller.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      observer.disconnect();
      scroller.removeEventListener("scroll", onScroll);
    };
  }, [margin, rejoinMargin, setFollow]);

  const follow = useCallback(() => {
    setFollow(true);
    const scroller = scrollRef.current;
    // Instant, not smooth: a smooth scroll's first frames are still far from the bottom and would unfollow again.
    if (scroller) scroller.scrollTop = scroller.scrollHeight;
  }, [setFollow]);

  return { scrollRef, contentRef, showFollow: !following && overflows, follow };
}
