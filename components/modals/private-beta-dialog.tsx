"use client";

/**
 * The private-beta notice (spec §2 Modals, §6): shown on the landing page at /?isNotWhiteName=true, where the
 * whitelist sends accounts it does not admit. Contact details come from lib/client/site-config.
 */
import { Button } from "@/components/ui/button";
import { mailtoHref, siteConfig } from "@/lib/client/shell/site-config";
import { ModalFrame } from "./modal-frame";

export type PrivateBetaDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

export function PrivateBetaDialog({ open, onOpenChange }: PrivateBetaDialogProps) {
  const { accessEmail, chatApp } = siteConfig.privateBeta;
  return (
    <ModalFrame
      open={open}
      onOpenChange={onOpenChange}
      title="Private beta"
      description="This version is private beta for whitelisted users."
      widthClass="max-w-[440px]"
    >
      <div className="rounded-xl bg-brand-soft px-4 py-3 text-sm leading-6 text-brand-ink">
        <p className="font-medium">To request access:</p>
        <ul className="mt-1 list-disc pl-5">
          <li>
            email{" "}
            <a className="font-semibold underline underline-offset-2 hover:no-underline" href={mailtoHref(accessEmail)}>
              {accessEmail}
            </a>{" "}
            with the address you signed in with, or
          </li>
          <li>
            message us on {chatApp.name} at <span className="font-semibold whitespace-nowrap">{chatApp.handle}</span>.
          </li>
        </ul>
      </div>
      <Button block className="mt-6" onClick={() => onOpenChange(false)}>
        Got it
      </Button>
    </ModalFrame>
  );
}
