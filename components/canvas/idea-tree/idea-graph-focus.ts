"use client";

/**
 * Which idea the reader is looking at in the Ideation Flow (spec §2): a hover held for 200 ms highlights the idea's
 * lineage and opens its popover; a click, Enter or Space opens the popover until Escape or another click closes it.
 * A hover-opened popover closes shortly after the pointer leaves both the node and the popover, so the pointer can
 * cross the gap to reach the popover's links and Design method.
 */
import { createContext, useCallback, useEffect, useMemo, useRef, useState } from "react";

/** Spec §9: the idea hover delay. */
export const IDEA_HOVER_DELAY_MS = 200;
/** Time to move the pointer from a node onto its popover. */
const POPOVER_LEAVE_GRACE_MS = 300;

export type IdeaGraphFocus = {
  /** The hovered idea, once the hover has lasted the delay. */
  hovered: string | undefined;
  /** The idea whose popover shows. */
  open: string | undefined;
  pointerEnter: (id: string) => void;
  pointerLeave: () => void;
  /** The pointer is on the open popover: it stays. */
  holdPopover: () => void;
  toggle: (id: string) => void;
  close: () => void;
};

export const IdeaGraphFocusContext = createContext<IdeaGraphFocus | null>(null);

export function useIdeaGraphFocus(): IdeaGraphFocus {
  const [hovered, setHovered] = useState<string>();
  const [open, setOpen] = useState<{ id: string; pinned: boolean }>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const later = useCallback((run: () => void, ms: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(run, ms);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);

  const pointerEnter = useCallback(
    (id: string) =>
      later(() => {
        setHovered(id);
        setOpen((current) => (current?.pinned ? current : { id, pinned: false }));
      }, IDEA_HOVER_DELAY_MS),
    [later],
  );
  const pointerLeave = useCallback(() => {
    clearTimeout(timer.current);
    setHovered(undefined);
    later(() => setOpen((current) => (current?.pinned ? current : undefined)), POPOVER_LEAVE_GRACE_MS);
  }, [later]);
  const holdPopover = useCallback(() => clearTimeout(timer.current), []);
  const toggle = useCallback((id: string) => setOpen((current) => (current?.id === id && current.pinned ? undefined : { id, pinned: true })), []);
  const close = useCallback(() => {
    clearTimeout(timer.current);
    setOpen(undefined);
  }, []);

  return useMemo(
    () => ({ hovered, open: open?.id, pointerEnter, pointerLeave, holdPopover, toggle, close }),
    [hovered, open, pointerEnter, pointerLeave, holdPopover, toggle, close],
  );
}
