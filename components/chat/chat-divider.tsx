"use client";

/**
 * The draggable divider between the chat column and the canvas (spec §2): a focusable window splitter
 * (role="separator" with its value and bounds) moved by pointer drag or by the arrow, Home and End keys.
 */
import { useRef, type KeyboardEvent, type PointerEvent } from "react";
import { type ChatColumnBounds, draggedChatColumnWidth, isDividerKey, keyedChatColumnWidth } from "./chat-column-width";

export type ChatDividerProps = {
  width: number;
  bounds: ChatColumnBounds;
  windowWidth: number;
  onWidthChange: (width: number) => void;
  controls: string;
};

export function ChatDivider({ width, bounds, windowWidth, onWidthChange, controls }: ChatDividerProps) {
  const drag = useRef<{ startX: number; startWidth: number } | undefined>(undefined);

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    event.currentTarget.focus();
    drag.current = { startX: event.clientX, startWidth: width };
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const start = drag.current;
    if (!start) return;
    onWidthChange(draggedChatColumnWidth(start.startWidth, event.clientX - start.startX, windowWidth));
  }

  function endDrag(event: PointerEvent<HTMLDivElement>) {
    drag.current = undefined;
    if (event.currentTarget.hasPointerCapture(event.pointerId)) event.currentTarget.releasePointerCapture(event.pointerId);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!isDividerKey(event.key)) return;
    event.preventDefault();
    onWidthChange(keyedChatColumnWidth(width, event.key, event.shiftKey, windowWidth));
  }

  return (
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label="Resize chat column"
      aria-controls={controls}
      aria-valuenow={width}
      aria-valuemin={bounds.min}
      aria-valuemax={bounds.max}
      tabIndex={0}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
      onKeyDown={onKeyDown}
      className="group relative z-10 -mx-1.5 hidden w-3 shrink-0 cursor-col-resize touch-none items-stretch justify-center outline-none select-none md:flex"
    >
      <span
        aria-hidden="true"
        className="w-px bg-surface-line transition-[width,background-color] group-hover:w-0.5 group-hover:bg-brand/50 group-focus-visible:w-0.5 group-focus-visible:bg-brand group-active:w-0.5 group-active:bg-brand"
      />
    </div>
  );
}
