"use client";

/**
 * The interactive part of a visitor's papers page, loaded as a visitor reaches for a control or the feed's list end
 * (visitor-activation.tsx): the feed itself, the account dialogs, the narrow screen's drawer and the sidebar's toggle.
 */
import { useEffect, useLayoutEffect, useState } from "react";
import { FeedView } from "@/components/feed/feed-view";
import { preloadLoginDialog } from "@/components/layout/account-dialogs";
import { MobileSidebar } from "@/components/layout/sidebar/mobile-sidebar";
import { OPEN_PROFILE_PARAM } from "@/components/profile/research-profile-entry";
import type { FeedFirstPage } from "@/lib/client/feed/paged-list";
import { openDialog } from "@/lib/client/shell/dialogs";
import { isSidebarCollapsed, markSidebarToggle, setSidebarCollapsed } from "@/lib/client/shell/sidebar-state";
import { actOnVisitorRequests } from "./visitor-activation";
import { VISITOR_ACTION_ATTRIBUTE, type VisitorAction } from "./visitor-actions";
import { VisitorAccount } from "./visitor-account";

export function VisitorInteractive({ hotFeed, pathname }: { hotFeed: FeedFirstPage; pathname: string }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Read as this first renders, while the server's feed is still in the page; FeedView replaces its elements.
  const [focusedInFeed] = useState(focusedFeedControl);
  useLayoutEffect(() => {
    if (focusedInFeed >= 0) feedControls()[focusedInFeed]?.focus();
  }, [focusedInFeed]);
  // After the dialogs' own effects (a parent's effects run after its children's): the login modal is on the bus.
  useEffect(() => {
    // Every control but the sidebar's asks for an account: the login modal's code is the likely next need.
    preloadLoginDialog();
    return actOnVisitorRequests((action) => act(action, () => setDrawerOpen(true)));
  }, []);
  return (
    <>
      <FeedView signedIn={false} hasProfile={false} hotFeed={hotFeed} pathname={pathname} />
      <VisitorAccount />
      <MobileSidebar open={drawerOpen} onOpenChange={setDrawerOpen} />
    </>
  );
}

const feedControls = () => [...document.querySelectorAll<HTMLElement>('section[aria-labelledby="daily-feed-title"] :is(a[href], button)')];

/** Which of the feed's links and buttons has focus (-1: none), so the same one has it in FeedView's feed. */
function focusedFeedControl(): number {
  return document.activeElement instanceof HTMLElement ? feedControls().indexOf(document.activeElement) : -1;
}

function act(action: VisitorAction, openDrawer: () => void): void {
  if (action === "drawer") openDrawer();
  else if (action === "sidebar") toggleSidebar();
  else {
    if (action === "arrival") forgetProfileParam();
    openDialog("login");
  }
}

/** The server drew the toggle (visitor-sidebar-toggle.tsx): its name and state follow the sidebar from here. */
function toggleSidebar(): void {
  const collapsed = !isSidebarCollapsed();
  setSidebarCollapsed(collapsed);
  const toggle = document.querySelector(`[${VISITOR_ACTION_ATTRIBUTE}="sidebar"]`);
  if (toggle) markSidebarToggle(toggle, collapsed);
}

/**
 * /papers?profile=open (a signed-in user's 'Research profile' link, opened after the session ended) gets the login
 * modal, as the signed-in screen would give on a 401; the parameter goes, so a reload does not open it again.
 */
function forgetProfileParam(): void {
  const address = new URL(window.location.href);
  address.searchParams.delete(OPEN_PROFILE_PARAM);
  window.history.replaceState(window.history.state, "", `${address.pathname}${address.search}${address.hash}`);
}
