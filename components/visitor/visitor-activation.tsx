"use client";

/**
 * A visitor's papers page is server markup (visitor-papers.tsx); this is all of its own code that the first load
 * carries (issue 22: the hot feed's script within 1.03× of a bare Next app). It listens for the controls the markup
 * names (visitor-actions.ts) and loads the page's interactive code (visitor-interactive.tsx) as a pointer or focus
 * reaches one, as one is used, or as the end of a feed that goes on comes into view; that code then acts on every
 * request, the first included, and the feed it wraps becomes FeedView, continuing from the server's first page. It
 * also shows the page's connection notices (visitor-connection.ts).
 */
import { type ReactNode, lazy, Suspense, startTransition, useEffect, useRef, useState } from "react";
import type { FeedFirstPage } from "@/lib/client/feed/paged-list";
import { searchableText } from "@/lib/client/search/searchable-text";
import { importRetrying } from "@/lib/client/shell/import-retrying";
import { VISITOR_ACTION_ATTRIBUTE, type VisitorAction } from "./visitor-actions";
import { showConnectionNotices } from "./visitor-connection";

const VisitorInteractive = lazy(() => importRetrying(() => import("./visitor-interactive")).then((module) => ({ default: module.VisitorInteractive })));

export type VisitorActor = (action: VisitorAction) => void;

// Requests made before the interactive code arrived; who acts on them once it has; how to ask for that code.
const pending: VisitorAction[] = [];
let actor: VisitorActor | undefined;
let activate: (() => void) | undefined;

function request(action: VisitorAction, control?: Element): void {
  if (actor) actor(action);
  else {
    pending.push(action);
    showWaiting(control);
    activate?.();
  }
}

const WAITING_ATTRIBUTE = "data-visitor-waiting";

/**
 * A request made before the code arrived says it was heard until it is acted on: on a slow network the code can take
 * seconds, and a click with no answer gets clicked again. The control is busy to assistive technology, and the page's
 * pointer shows progress (globals.css).
 */
function showWaiting(control: Element | undefined): void {
  control?.setAttribute("aria-busy", "true");
  document.documentElement.setAttribute(WAITING_ATTRIBUTE, "");
}

function endWaiting(): void {
  document.documentElement.removeAttribute(WAITING_ATTRIBUTE);
  for (const control of document.querySelectorAll(`[${VISITOR_ACTION_ATTRIBUTE}][aria-busy]`)) control.removeAttribute("aria-busy");
}

/** For the interactive code: acts on the requests made so far, then on every later one, until the returned call. */
export function actOnVisitorRequests(act: VisitorActor): () => void {
  actor = act;
  endWaiting();
  for (const waiting of pending.splice(0)) act(waiting);
  return () => {
    if (actor === act) actor = undefined;
  };
}

const LISTENED = ["pointerover", "focusin", "click", "keydown"] as const;

/** A click on a control is its request; Enter in the search box, a search; a pointer or focus on one, the code. */
function onControl(event: Event): void {
  const control = event.target instanceof Element ? event.target.closest(`[${VISITOR_ACTION_ATTRIBUTE}]`) : null;
  if (!control) return;
  const action = control.getAttribute(VISITOR_ACTION_ATTRIBUTE) as VisitorAction;
  if (event.type === "click") {
    if (action !== "search") request(action, control);
  } else if (event.type === "keydown") {
    if (action !== "search" || !(event instanceof KeyboardEvent) || event.key !== "Enter" || event.isComposing) return;
    event.preventDefault();
    if (control instanceof HTMLInputElement && searchableText(control.value)) request(action, control);
  } else activate?.();
}

export type VisitorActivationProps = {
  /** The hot feed's first page, which the server drew as `children`. */
  hotFeed: FeedFirstPage;
  pathname: string;
  /** The server's first page was full: the feed goes on, and its end coming into view asks for the next page. */
  feedGoesOn: boolean;
  /** The page was opened with ?profile=open, which asks for the login modal at once. */
  arrivedForProfile: boolean;
  children: ReactNode;
};

export function VisitorActivation({ hotFeed, pathname, feedGoesOn, arrivedForProfile, children }: VisitorActivationProps) {
  const [active, setActive] = useState(false);
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // A transition: the server's feed stays in place, focus and all, until the code has arrived.
    activate = () => startTransition(() => setActive(true));
    // The server could not read the first page: the browser asks again, so the feed's code is needed now.
    if (hotFeed.status === "unavailable") activate();
    if (arrivedForProfile) request("arrival");
    for (const type of LISTENED) document.addEventListener(type, onControl);
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) activate?.();
    });
    if (end.current) observer.observe(end.current);
    const stopNotices = showConnectionNotices();
    return () => {
      stopNotices();
      activate = undefined;
      observer.disconnect();
      for (const type of LISTENED) document.removeEventListener(type, onControl);
    };
  }, [hotFeed.status, arrivedForProfile]);
  return (
    <>
      <Suspense fallback={children}>{active ? <VisitorInteractive hotFeed={hotFeed} pathname={pathname} /> : children}</Suspense>
      {/* Under the feed's list end: in view, the next page is wanted. */}
      {feedGoesOn && !active ? <div ref={end} aria-hidden="true" /> : null}
    </>
  );
}
