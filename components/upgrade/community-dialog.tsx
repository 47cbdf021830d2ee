"use client";

/**
 * The community dialog (spec §2 Modals: chat group and messaging-app options). The QR code is drawn on the server
 * and handed in, so no QR library reaches the browser.
 */
import { useState, type ReactNode } from "react";
import { ModalFrame } from "@/components/modals/modal-frame";
import { Button } from "@/components/ui/button";
import { ChatIcon, ExternalIcon } from "@/components/ui/icons";
import { siteConfig } from "@/lib/client/shell/site-config";

export function CommunityDialogButton({ qrCode }: { qrCode: ReactNode }) {
  const [open, setOpen] = useState(false);
  const { chatGroup, messagingGroup } = siteConfig.community;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <ChatIcon className="size-4" />
        Join the community
      </Button>
      <ModalFrame
        open={open}
        onOpenChange={setOpen}
        title="Join the community"
        description="Talk research with other users, share results and hear about new agents first."
        widthClass="max-w-[480px]"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="flex flex-col rounded-xl border border-surface-line p-4">
            <h3 className="text-sm font-semibold text-neutral-900">{chatGroup.name} group</h3>
            <p className="mt-1 flex-1 text-xs leading-5 text-neutral-600">Open the invitation in a new tab.</p>
            <a
              href={chatGroup.url}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-3 inline-flex items-center gap-1.5 text-sm font-semibold text-brand hover:underline focus-visible:outline-2 focus-visible:outline-brand"
            >
              Join the {chatGroup.name} group
              <ExternalIcon className="size-3.5" />
            </a>
          </div>
          <div className="flex flex-col items-center rounded-xl border border-surface-line p-4 text-center">
            <h3 className="text-sm font-semibold text-neutral-900">{messagingGroup.name} group</h3>
            <div className="mt-3">{qrCode}</div>
            <a
              href={messagingGroup.url}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-3 text-xs font-semibold text-brand hover:underline focus-visible:outline-2 focus-visible:outline-brand"
            >
              Open the {messagingGroup.name} invitation
            </a>
          </div>
        </div>
      </ModalFrame>
    </>
  );
}
