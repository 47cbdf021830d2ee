"use client";

/** Watches the use-case list's scrolling (throttled 300 ms) and decides whether the intro shows (spec §2). */
import { useEffect, useState, type RefObject } from "react";
import { throttle } from "@/lib/client/shell/throttle";
import { initialIntro, introAfterScroll, introOpenedByClick, type IntroState } from "./intro-visibility";

const SCROLL_THROTTLE_MS = 300;

export function useIntroVisibility(scrollerRef: RefObject<HTMLElement | null>) {
  const [intro, setIntro] = useState<IntroState>(initialIntro);

  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const onScroll = throttle(() => setIntro((state) => introAfterScroll(state, scroller.scrollTop)), SCROLL_THROTTLE_MS);
    scroller.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      onScroll.cancel();
      scroller.removeEventListener("scroll", onScroll);
    };
  }, [scrollerRef]);

  return { visible: intro.visible, open: () => setIntro(introOpenedByClick()) };
}
