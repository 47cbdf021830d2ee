"use client";

/**
 * The @ list's state (lib/domain/chat/agent-mention.ts) wired to the page: a pointer press outside `areaRef` or a
 * window resize closes it (spec §4 Input).
 */
import { useCallback, useEffect, useReducer, type RefObject } from "react";
import { closedMention, mentionKeyOutcome, mentionReducer } from "@/lib/domain/chat/agent-mention";

export type AgentMention = {
  open: boolean;
  highlighted: number;
  show: () => void;
  hide: () => void;
  highlight: (index: number) => void;
  /** Closes the list and hands the agent at `index` to onSelect. */
  choose: (index: number) => void;
  /** Handles a key while the list is open; true when the key was the list's (the caller prevents its default). */
  handleKey: (key: string) => boolean;
};

export function useAgentMention(options: {
  areaRef: RefObject<HTMLElement | null>;
  count: number;
  onSelect: (index: number) => void;
}): AgentMention {
  const { areaRef, count, onSelect } = options;
  const [state, dispatch] = useReducer(mentionReducer, closedMention);

  useEffect(() => {
    if (!state.open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && areaRef.current?.contains(event.target)) return;
      dispatch({ type: "close" });
    };
    const onResize = () => dispatch({ type: "close" });
    document.addEventListener("pointerdown", onPointerDown, true);
    window.addEventListener("resize", onResize);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown, true);
      window.removeEventListener("resize", onResize);
    };
  }, [state.open, areaRef]);

  const show = useCallback(() => dispatch({ type: "open" }), []);
  const hide = useCallback(() => dispatch({ type: "close" }), []);
  const highlight = useCallback((index: number) => dispatch({ type: "highlight", index }), []);

  const choose = useCallback(
    (index: number) => {
      dispatch({ type: "close" });
      onSelect(index);
    },
    [onSelect],
  );

  const handleKey = useCallback(
    (key: string) => {
      if (!state.open) return false;
      const outcome = mentionKeyOutcome(key, count);
      if (!outcome) return false;
      if (outcome.type === "select") choose(state.highlighted);
      else dispatch(outcome);
      return true;
    },
    [state.open, state.highlighted, count, choose],
  );

  return { open: state.open, highlighted: state.highlighted, show, hide, highlight, choose, handleKey };
}
