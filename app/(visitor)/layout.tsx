import type { ReactNode } from "react";
import { AppFrame } from "@/components/layout/app-frame";
import { AppFrameHead } from "@/components/layout/app-frame-head";
import { LOGIN_ENTRY_CLASS, LoginEntryLabel } from "@/components/layout/login-entry-label";
import { MobileTopBarView } from "@/components/layout/mobile-top-bar-view";
import { SidebarFrame } from "@/components/layout/sidebar/sidebar-frame";
import { visitorAction } from "@/components/visitor/visitor-actions";
import { VisitorConnectionNotices } from "@/components/visitor/visitor-connection-notices";
import { VisitorLoginButton } from "@/components/visitor/visitor-login-button";
import { VisitorSidebarToggle } from "@/components/visitor/visitor-sidebar-toggle";

/**
 * A visitor's papers page (proxy.ts serves it for /papers without a session): the app's frame, all server markup (a
 * visitor has no projects; the user entry is 'Log In or Sign Up'). Its controls name what they ask for; the page's
 * activation (components/visitor/visitor-activation.tsx) acts on them, so the frame carries no script of its own.
 * The hot feed is where visitors arrive from search engines, so its first load stays near the framework's own
 * (issue 22: 173.5 kB of script as a page of the app area, 145.5 kB with client islands).
 */
export default function VisitorLayout({ children }: { children: ReactNode }) {
  const loginEntry = (
    <VisitorLoginButton block className={LOGIN_ENTRY_CLASS}>
      <LoginEntryLabel />
    </VisitorLoginButton>
  );
  return (
    <>
      <AppFrameHead />
      <AppFrame
        sidebar={<SidebarFrame anchor="a" toggle={<VisitorSidebarToggle />} footer={loginEntry} />}
        // Clearing the home input means nothing on this page; the button is there as everywhere in the app area.
        mobileNavigation={<MobileTopBarView openSidebar={visitorAction("drawer")} clearInput={{}} />}
      >
        {children}
      </AppFrame>
      <VisitorConnectionNotices />
    </>
  );
}
