/**
 * Whether the sidebar is collapsed (256 px expanded, 80 px collapsed; spec §2 Layout), remembered in
 * localStorage. The state lives as a data attribute on <html> so CSS draws it before React hydrates: an inline
 * script (SIDEBAR_STATE_SCRIPT) copies the stored value there while the page is parsed, so a reload never flashes.
 */
export const SIDEBAR_STORAGE_KEY = "sidebar-collapsed";
const COLLAPSED = "collapsed";

export const SIDEBAR_STATE_SCRIPT = `try{if(localStorage.getItem(${JSON.stringify(SIDEBAR_STORAGE_KEY)})==="1")document.documentElement.dataset.sidebar=${JSON.stringify(COLLAPSED)}}catch(e){}`;

const listeners = new Set<() => void>();

export function subscribeSidebar(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isSidebarCollapsed(): boolean {
  return document.documentElement.dataset.sidebar === COLLAPSED;
}

export function setSidebarCollapsed(collapsed: boolean): void {
  if (collapsed) document.documentElement.dataset.sidebar = COLLAPSED;
  else delete document.documentElement.dataset.sidebar;
  try {
    localStorage.setItem(SIDEBAR_STORAGE_KEY, collapsed ? "1" : "0");
  } catch {
    // Storage blocked: the choice still holds for this page, it just is not remembered.
  }
  for (const listener of listeners) listener();
}

/** The collapse toggle's name and state for assistive tech, whichever way the toggle is drawn. */
export function sidebarToggleAttributes(collapsed: boolean): { "aria-label": string; "aria-expanded": boolean } {
  return { "aria-label": collapsed ? "Expand sidebar" : "Collapse sidebar", "aria-expanded": !collapsed };
}

/** A toggle drawn on the server (a visitor's papers page, which has no React state for it) shown as `collapsed`. */
export function markSidebarToggle(toggle: Element, collapsed: boolean): void {
  const { "aria-label": label, "aria-expanded": expanded } = sidebarToggleAttributes(collapsed);
  toggle.setAttribute("aria-label", label);
  toggle.setAttribute("aria-expanded", String(expanded));
}

const COLLAPSED_TOGGLE = sidebarToggleAttributes(true);

/**
 * Placed right after a server-drawn toggle: names it for a sidebar the state script drew collapsed, while the page
 * is parsed, so the name is right before any script of the page has loaded.
 */
export const SIDEBAR_TOGGLE_SCRIPT = `(function(t){if(t&&document.documentElement.dataset.sidebar===${JSON.stringify(COLLAPSED)}){t.setAttribute("aria-label",${JSON.stringify(COLLAPSED_TOGGLE["aria-label"])});t.setAttribute("aria-expanded","${COLLAPSED_TOGGLE["aria-expanded"]}")}})(document.currentScript&&document.currentScript.previousElementSibling)`;
