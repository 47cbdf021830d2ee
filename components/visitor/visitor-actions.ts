/**
 * What the server-rendered controls of a visitor's papers page ask for, named in an attribute that the page's
 * activation (visitor-activation.tsx) listens for: its markup carries no handlers, so its first load carries no
 * code for them (issue 22). Every action that needs an account opens the login modal (spec §6).
 */
import type { HTMLAttributes } from "react";

export type VisitorAction =
  /** Open the login modal. */
  | "login"
  /** Enter in the search box: the login modal, when there is text to search for. */
  | "search"
  /** Collapse or expand the wide-screen sidebar. */
  | "sidebar"
  /** Open the sidebar as a drawer on a narrow screen. */
  | "drawer"
  /** Arrived at /papers?profile=open: the login modal, once. */
  | "arrival";

export const VISITOR_ACTION_ATTRIBUTE = "data-visitor-action";

/** The attribute that makes a server-rendered element ask for `action`. */
export function visitorAction(action: VisitorAction): HTMLAttributes<HTMLElement> {
  return { [VISITOR_ACTION_ATTRIBUTE]: action } as HTMLAttributes<HTMLElement>;
}
