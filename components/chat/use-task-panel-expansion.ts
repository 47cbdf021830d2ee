"use client";

/**
 * Whether a task message's progress section is open (spec §4 "Chat page load and panel behaviour"): it opens when
 * new steps arrive, closes when the task finishes, and when the last step was still streaming at that moment it
 * closes one second after the stream ends, so the reader sees the last words land. The user may toggle it at will.
 */
import { useCallback, useEffect, useState } from "react";

const TASK_PANEL_COLLAPSE_DELAY_MS = 1_000;

export function useTaskPanelExpansion({ stepCount, over, streaming }: { stepCount: number; over: boolean; streaming: boolean }) {
  const settled = over && !streaming;
  // A task already over when it first shows starts closed.
  const [expanded, setExpanded] = useState(!settled);
  const [seenSteps, setSeenSteps] = useState(stepCount);
  const [wasSettled, setWasSettled] = useState(settled);
  const [streamedAtEnd, setStreamedAtEnd] = useState(false);

  // React's pattern for state that follows props: adjusted during render, so no frame shows the stale state.
  if (stepCount !== seenSteps) {
    setSeenSteps(stepCount);
    if (stepCount > seenSteps && !over) setExpanded(true);
  }
  if (over && streaming && !streamedAtEnd) setStreamedAtEnd(true);
  if (settled !== wasSettled) {
    setWasSettled(settled);
    if (settled && !streamedAtEnd) setExpanded(false);
  }

  useEffect(() => {
    if (!settled || !streamedAtEnd) return;
    const timer = setTimeout(() => setExpanded(false), TASK_PANEL_COLLAPSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [settled, streamedAtEnd]);

  const toggle = useCallback(() => setExpanded((value) => !value), []);
  return { expanded, toggle };
}
