/**
 * The upgrade page's community section (spec §2 Upgrade page: join the chat group or the messaging-app group). A
 * server component: it draws the messaging group's QR code for the client dialog.
 */
import { QrCode } from "@/components/landing/qr-code";
import { siteConfig } from "@/lib/client/shell/site-config";
import { CommunityDialogButton } from "./community-dialog";

export function UpgradeCommunity() {
  const { messagingGroup } = siteConfig.community;
  return (
    <section
      aria-label="Community"
      className="flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-surface-line bg-white px-6 py-5 shadow-xs"
    >
      <p className="text-sm text-neutral-700">Questions about plans or credits? Ask us and other researchers in the community.</p>
      <CommunityDialogButton
        qrCode={<QrCode url={messagingGroup.url} label={`QR code to join the ${messagingGroup.name} group`} className="size-28" />}
      />
    </section>
  );
}
