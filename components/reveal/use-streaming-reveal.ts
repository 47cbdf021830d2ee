"use client";

/** The streaming display engine's current view, for React (lib/client/reveal/streaming-reveal.ts drives it). */
import { useSyncExternalStore } from "react";
import type { RevealSnapshot, StreamingReveal } from "@/lib/client/reveal/streaming-reveal";

export function useStreamingReveal(reveal: StreamingReveal): RevealSnapshot {
  return useSyncExternalStore(reveal.subscribe, reveal.getSnapshot, reveal.getSnapshot);
}
