"use client";

/** The live window width, for layouts that follow it (the chat column, the idea graph's size bands). */
import { useSyncExternalStore } from "react";

/** Before hydration the window is unknown; the common desktop band (≤ 1920 px) renders without a jump. */
const SERVER_WINDOW_WIDTH = 1280;

function subscribeToResize(onChange: () => void) {
  window.addEventListener("resize", onChange);
  return () => window.removeEventListener("resize", onChange);
}

export function useWindowWidth(): number {
  return useSyncExternalStore(subscribeToResize, () => window.innerWidth, () => SERVER_WINDOW_WIDTH);
}
