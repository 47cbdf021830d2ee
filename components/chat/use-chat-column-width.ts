"use client";

/**
 * The chat column's width on the session page: the rules of chat-column-width.ts applied to the live
 * window width. The user's width is kept with the window width it was chosen at, so a window that grows later
 * raises it to the new default (spec §2) without any resize bookkeeping.
 */
import { useCallback, useState } from "react";
import { useWindowWidth } from "@/components/ui/use-window-width";
import {
  chatColumnBounds,
  clampChatColumnWidth,
  initialChatColumnWidth,
  resizedChatColumnWidth,
} from "./chat-column-width";

type Chosen = { width: number; windowWidth: number };

export function useChatColumnWidth() {
  const windowWidth = useWindowWidth();
  const [chosen, setChosen] = useState<Chosen | undefined>(undefined);
  const width = chosen
    ? resizedChatColumnWidth(chosen.width, chosen.windowWidth, windowWidth)
    : initialChatColumnWidth(windowWidth);
  const setWidth = useCallback((next: number) => {
    const current = window.innerWidth;
    setChosen({ width: clampChatColumnWidth(next, current), windowWidth: current });
  }, []);
  return { width, bounds: chatColumnBounds(windowWidth), windowWidth, setWidth };
}
