import "server-only";
import { SIDEBAR_STATE_SCRIPT } from "@/lib/client/shell/sidebar-state";
import { layoutScaleCss } from "./layout-scale";
import { requestNonce } from "./request-nonce";

/** What the app frame needs before paint: the layout scaling of spec §2, and the remembered sidebar state. */
export async function AppFrameHead() {
  const nonce = await requestNonce();
  return (
    <>
      <style>{layoutScaleCss()}</style>
      {/* Runs while the page is parsed, before paint: a remembered collapsed sidebar never flashes open. */}
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SIDEBAR_STATE_SCRIPT }} />
    </>
  );
}
