"use client";

/**
 * The text area grows with its text up to 10 lines; from 10 lines on an expand toggle lets it grow further
 * (spec §4 Input: "expandable at 10 or more lines").
 */
import { useLayoutEffect, useRef, useState, type RefObject } from "react";
import { isExpandable, TEXTAREA_EXPAND_LINES, visualLineCount } from "@/lib/domain/chat/task-input";

/** Ours: how tall the expanded text area may get, as a share of the window. */
const EXPANDED_MAX_VIEWPORT = 0.6;

export function useAutoGrow(ref: RefObject<HTMLTextAreaElement | null>, value: string) {
  const [lines, setLines] = useState(1);
  const [expandedByUser, setExpanded] = useState(false);
  const expandable = isExpandable(lines);
  const expanded = expandable && expandedByUser;

  // The first measurement waits for the browser's next frame: the area mounts in a commit that may bring much else
  // (the session page's first answers), and measuring there would lay all of it out on the spot, where in its frame
  // the browser lays the page out anyway. Later measurements (typing) find the page laid out and cost little.
  const measuredOnce = useRef(false);
  useLayoutEffect(() => {
    const area = ref.current;
    if (!area) return;
    const measure = () => {
      measuredOnce.current = true;
      const style = getComputedStyle(area);
      const lineHeight = Number.parseFloat(style.lineHeight) || 24;
      const paddingY = Number.parseFloat(style.paddingTop) + Number.parseFloat(style.paddingBottom);
      area.style.height = "auto";
      const natural = area.scrollHeight;
      const collapsedMax = lineHeight * TEXTAREA_EXPAND_LINES + paddingY;
      const max = expanded ? Math.max(collapsedMax, window.innerHeight * EXPANDED_MAX_VIEWPORT) : collapsedMax;
      area.style.height = `${Math.min(natural, max)}px`;
      // The line count depends on layout (wrapping), so it can only be read after rendering.
      setLines(visualLineCount(natural, lineHeight, paddingY));
    };
    if (measuredOnce.current) {
      measure();
      return;
    }
    const frame = requestAnimationFrame(measure);
    return () => cancelAnimationFrame(frame);
  }, [ref, value, expanded]);

  return { lines, expandable, expanded, toggleExpanded: () => setExpanded(!expanded) };
}
