import { headers } from "next/headers";
import type { ReactNode } from "react";
import { AppShell } from "@/components/layout/app-shell";
import { ClientProviders } from "@/components/ui/client-providers";
import { SIDEBAR_STATE_SCRIPT } from "@/lib/client/shell/sidebar-state";
import { layoutScaleCss } from "@/components/layout/layout-scale";

/**
 * The app area (home, agent variants, sessions, upgrade): accounts, toasts, the sidebar shell and the layout
 * scaling of spec §2. The landing page sits outside it and loads none of this.
 */
export default async function AppAreaLayout({ children }: { children: ReactNode }) {
  // The page's Content-Security-Policy nonce (proxy.ts): without it the browser refuses this inline script.
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  return (
    <>
      <style>{layoutScaleCss()}</style>
      {/* Runs while the page is parsed, before paint: a remembered collapsed sidebar never flashes open. */}
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SIDEBAR_STATE_SCRIPT }} />
      <ClientProviders>
        <AppShell>{children}</AppShell>
      </ClientProviders>
    </>
  );
}
