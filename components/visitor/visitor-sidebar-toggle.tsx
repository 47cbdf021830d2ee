import "server-only";
/**
 * The sidebar's collapse toggle on a visitor's papers page: drawn on the server, named for the remembered state by a
 * line of inline script as the page is parsed (the sidebar itself is drawn so by AppFrameHead's), and toggled by the
 * page's interactive code (visitor-interactive.tsx). React hydrates the button with the server's name, which that
 * script may have changed: hence suppressHydrationWarning, as on <html> for the state script.
 */
import { requestNonce } from "@/components/layout/request-nonce";
import { SidebarToggleButton } from "@/components/layout/sidebar/sidebar-toggle-button";
import { SIDEBAR_TOGGLE_SCRIPT } from "@/lib/client/shell/sidebar-state";
import { visitorAction } from "./visitor-actions";

export async function VisitorSidebarToggle() {
  const nonce = await requestNonce();
  return (
    <>
      <SidebarToggleButton collapsed={false} suppressHydrationWarning {...visitorAction("sidebar")} />
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SIDEBAR_TOGGLE_SCRIPT }} />
    </>
  );
}
