"use client";

/** The streaming display engine's current view, for React (lib/domain/streaming-reveal.ts drives it). */
import { useSyncExternalStore } from "react";
import type { RevealSnapshot, StreamingReveal } from "@/lib/domain/streaming-reveal";

export function useStreamingReveal(reveal: StreamingReveal): RevealSnapshot {
  return useSyncExternalStore(reveal.subscribe, reveal.getSnapshot, reveal.getSnapshot);
}
