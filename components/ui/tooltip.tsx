"use client";

/**
 * A tooltip for one trigger element: it opens when a mouse rests on the trigger (after `delayMs`, at once when another
 * tooltip closed a moment ago) or when the keyboard focuses it, and closes when the pointer leaves both trigger and
 * tooltip (WCAG 1.4.13: it can be hovered), on Escape, on a press, on blur. While open the trigger names it with
 * aria-describedby. Placed by lib/client/shell/tooltip-placement.ts and kept there as the page scrolls.
 *
 * Why not Radix's Tooltip: with floating-ui and its layer primitives it was ~14 kB gzip in the first load of every
 * app page (the sidebar and the composer have tooltips), for these few behaviours.
 */
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type PointerEvent, type ReactElement, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { placeTooltip, type TooltipSide } from "@/lib/client/shell/tooltip-placement";

export type TooltipProps = {
  /** Nothing to say (undefined or null): the trigger renders alone. */
  content: ReactNode;
  /** The trigger: one element. */
  children: ReactElement;
  side?: TooltipSide;
  sideOffset?: number;
  delayMs?: number;
  /** Kept closed while true, e.g. while the trigger's own menu is open. */
  suppressed?: boolean;
  /** Dark for a line of text; light for a card of details. */
  tone?: "dark" | "light";
  /** Added to the tone's classes (a width limit). */
  className?: string;
};

/** Each tone's box and the arrow's fill, which matches the box's background. */
const TONES = {
  dark: { box: "rounded-md bg-neutral-900 px-2.5 py-1.5 text-xs leading-5 text-white shadow-md", arrow: "fill-neutral-900" },
  light: { box: "rounded-xl border border-surface-line bg-white p-3.5 shadow-lg", arrow: "fill-white" },
};

/** Moving from one tooltip's trigger to the next within this long opens the next at once (as Radix's provider did). */
const SKIP_DELAY_MS = 300;
/** Time for the pointer to cross the gap between the trigger and the tooltip. */
const LEAVE_GRACE_MS = 120;

/** The trigger is the wrapper's one child: the wrapper takes no box (display: contents) and hears its events. */
const triggerIn = (wrapper: HTMLElement | null) => wrapper?.firstElementChild ?? null;

let lastClosedAt = Number.NEGATIVE_INFINITY;

/**
 * The 10×5 arrow, drawn pointing down, just outside the edge that faces the trigger and turned to point at it; `at`
 * is its centre along that edge (a box turned a quarter keeps its centre, hence the 2.5 px).
 */
const ARROW_STYLE: Record<TooltipSide, (at: number) => string> = {
  top: (at) => `left:${at - 5}px;top:100%`,
  bottom: (at) => `left:${at - 5}px;bottom:100%;transform:rotate(180deg)`,
  right: (at) => `top:${at - 2.5}px;right:calc(100% - 2.5px);transform:rotate(90deg)`,
  left: (at) => `top:${at - 2.5}px;left:calc(100% - 2.5px);transform:rotate(-90deg)`,
};

export function Tooltip({ content, children, side = "top", sideOffset = 8, delayMs = 300, suppressed = false, tone = "dark", className = "" }: TooltipProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const wrapperRef = useRef<HTMLSpanElement>(null);
  const tipRef = useRef<HTMLDivElement>(null);
  const arrowRef = useRef<SVGSVGElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pressed = useRef(false);
  const shown = open && !suppressed && content !== undefined && content !== null;

  const clearTimer = () => clearTimeout(timer.current);
  const close = useCallback(() => {
    clearTimeout(timer.current);
    setOpen((wasOpen) => {
      if (wasOpen) lastClosedAt = performance.now();
      return false;
    });
  }, []);
  const openAfter = (ms: number) => {
    clearTimer();
    if (ms <= 0) setOpen(true);
    else timer.current = setTimeout(() => setOpen(true), ms);
  };
  const closeSoon = () => {
    clearTimer();
    timer.current = setTimeout(close, LEAVE_GRACE_MS);
  };

  // Placed by writing the box's style directly: before paint on opening, then on every scroll or resize, with no render.
  const place = useCallback(() => {
    const trigger = triggerIn(wrapperRef.current);
    const tip = tipRef.current;
    if (!trigger || !tip) return;
    const box = trigger.getBoundingClientRect();
    const placement = placeTooltip(box, { width: tip.offsetWidth, height: tip.offsetHeight }, { width: window.innerWidth, height: window.innerHeight }, side, sideOffset);
    tip.style.transform = `translate(${Math.round(placement.left)}px, ${Math.round(placement.top)}px)`;
    tip.style.visibility = "visible";
    tip.dataset.side = placement.side;
    if (arrowRef.current) arrowRef.current.style.cssText = ARROW_STYLE[placement.side](placement.arrow);
  }, [side, sideOffset]);

  useLayoutEffect(() => {
    if (shown) place();
  }, [shown, place, content]);

  useEffect(() => {
    if (!shown) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") close();
    };
    document.addEventListener("keydown", onKey);
    window.addEventListener("scroll", place, { capture: true, passive: true });
    window.addEventListener("resize", place);
    return () => {
      document.removeEventListener("keydown", onKey);
      window.removeEventListener("scroll", place, { capture: true });
      window.removeEventListener("resize", place);
    };
  }, [shown, close, place]);

  useEffect(() => () => clearTimeout(timer.current), []);

  // Named by the tooltip while it shows, beside any description the trigger had.
  useEffect(() => {
    const trigger = triggerIn(wrapperRef.current);
    if (!shown || !trigger) return;
    const own = trigger.getAttribute("aria-describedby");
    trigger.setAttribute("aria-describedby", own ? `${own} ${id}` : id);
    return () => {
      if (own) trigger.setAttribute("aria-describedby", own);
      else trigger.removeAttribute("aria-describedby");
    };
  }, [shown, id]);

  function onPointerEnter(event: PointerEvent) {
    // A touch has no hover: a tap presses the trigger instead.
    if (event.pointerType === "touch") return;
    openAfter(performance.now() - lastClosedAt < SKIP_DELAY_MS ? 0 : delayMs);
  }

  function onPointerDown() {
    // The focus that follows a press is not a keyboard visit: it opens nothing.
    pressed.current = true;
    document.addEventListener("pointerup", () => (pressed.current = false), { once: true });
    close();
  }

  return (
    <>
      <span
        ref={wrapperRef}
        className="contents"
        onPointerEnter={onPointerEnter}
        onPointerLeave={closeSoon}
        onPointerDown={onPointerDown}
        onFocus={() => {
          if (!pressed.current) openAfter(0);
        }}
        onBlur={close}
      >
        {children}
      </span>
      {shown
        ? createPortal(
            <div
              ref={tipRef}
              id={id}
              role="tooltip"
              onPointerEnter={clearTimer}
              onPointerLeave={closeSoon}
              style={{ position: "fixed", left: 0, top: 0, visibility: "hidden" }}
              className={`z-50 ${TONES[tone].box} ${className}`}
            >
              {content}
              <svg
                ref={arrowRef}
                aria-hidden="true"
                width={10}
                height={5}
                viewBox="0 0 30 10"
                preserveAspectRatio="none"
                className={`absolute ${TONES[tone].arrow}`}
              >
                <polygon points="0,0 30,0 15,10" />
              </svg>
            </div>,
            document.body,
          )
        : null}
    </>
  );
}
