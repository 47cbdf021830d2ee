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
