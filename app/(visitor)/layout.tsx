import type { ReactNode } from "react";
import { AppFrame } from "@/components/layout/app-frame";
import { AppFrameHead } from "@/components/layout/app-frame-head";
import { LoginEntry } from "@/components/layout/login-entry";
import { SidebarFrame } from "@/components/layout/sidebar/sidebar-frame";
import { SidebarToggle } from "@/components/layout/sidebar/sidebar-toggle";
import { VisitorAccount } from "@/components/visitor/visitor-account";

/**
 * A visitor's papers page (proxy.ts serves it for /papers without a session): the app's frame with the sidebar as
 * server markup (a visitor has no projects; the user entry is 'Log In or Sign Up'), and of the app's providers only
 * the account dialogs. The hot feed is where visitors arrive from search engines, so its first load stays near the
 * framework's own (issue 22: 173.5 kB of script as a page of the app area).
 */
export default function VisitorLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <AppFrameHead />
      {/* First: its dialogs are on the dialog bus before the page's own effects may open one. */}
      <VisitorAccount />
      <AppFrame sidebar={<SidebarFrame anchor="a" toggle={<SidebarToggle />} footer={<LoginEntry />} />}>{children}</AppFrame>
    </>
  );
}
