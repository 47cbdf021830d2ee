"use client";

/** The live window width, for layouts that follow it (the chat column, the canvas, the idea graph's size bands). */
import { useSyncExternalStore } from "react";

/** Before hydration the window is unknown; the common desktop band (≤ 1920 px) renders without a jump. */
const SERVER_WINDOW_WIDTH = 1280;

/**
 * The width as last read, kept until a resize. React reads a store's snapshot on every render and again after each
 * commit, and reading window.innerWidth after the DOM changed makes the browser lay the page out there and then: on
 * the session page, a forced layout after every commit of the session's content.
 */
let readWidth: number | undefined;
let subscribers = 0;

function subscribeToResize(onChange: () => void) {
  const onResize = () => {
    readWidth = undefined;
    onChange();
  };
  subscribers += 1;
  window.addEventListener("resize", onResize);
  return () => {
    window.removeEventListener("resize", onResize);
    subscribers -= 1;
    // Nobody hears resizes now: the next reader reads the window afresh.
    if (subscribers === 0) readWidth = undefined;
  };
}

function windowWidth(): number {
  readWidth ??= window.innerWidth;
  return readWidth;
}

export function useWindowWidth(): number {
  return useSyncExternalStore(subscribeToResize, windowWidth, () => SERVER_WINDOW_WIDTH);
}
