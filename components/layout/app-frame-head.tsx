import "server-only";
import { headers } from "next/headers";
import { SIDEBAR_STATE_SCRIPT } from "@/lib/client/shell/sidebar-state";
import { layoutScaleCss } from "./layout-scale";

/** What the app frame needs before paint: the layout scaling of spec §2, and the remembered sidebar state. */
export async function AppFrameHead() {
  // The page's Content-Security-Policy nonce (proxy.ts): without it the browser refuses this inline script.
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  return (
    <>
      <style>{layoutScaleCss()}</style>
      {/* Runs while the page is parsed, before paint: a remembered collapsed sidebar never flashes open. */}
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SIDEBAR_STATE_SCRIPT }} />
    </>
  );
}
