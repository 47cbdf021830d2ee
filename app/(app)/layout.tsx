import type { ReactNode } from "react";
import { AppFrame } from "@/components/layout/app-frame";
import { AppFrameHead } from "@/components/layout/app-frame-head";
import { MobileNavigation } from "@/components/layout/mobile-navigation";
import { SidebarContent } from "@/components/layout/sidebar/sidebar-content";
import { SidebarToggle } from "@/components/layout/sidebar/sidebar-toggle";
import { ClientProviders } from "@/components/ui/client-providers";

/**
 * The app area (home, agent variants, sessions, upgrade, a signed-in user's papers): accounts, toasts, the sidebar
 * frame and the layout scaling of spec §2. The landing page and a visitor's papers page sit outside it.
 */
export default function AppAreaLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <AppFrameHead />
      <ClientProviders>
        <AppFrame sidebar={<SidebarContent toggle={<SidebarToggle />} />} mobileNavigation={<MobileNavigation />}>{children}</AppFrame>
      </ClientProviders>
    </>
  );
}
