"use client";

/** Below 700 px: the top bar, and the sidebar as a drawer that its first button opens (spec §2 Layout). */
import { useState } from "react";
import { MobileTopBar } from "./mobile-top-bar";
import { MobileSidebar } from "./sidebar/mobile-sidebar";

export function MobileNavigation() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <>
      <MobileTopBar onOpenSidebar={() => setDrawerOpen(true)} />
      <MobileSidebar open={drawerOpen} onOpenChange={setDrawerOpen} />
    </>
  );
}
