"use client";

/**
 * Browser-only services every page needs: accounts (session + dialogs), the GPU confirmation, the upgrade prompts
 * (codes 5016, 5019), the toast stack and network notices.
 */
import { useEffect, type ReactNode } from "react";
import { AuthProviders } from "@/components/layout/auth-providers";
import { GpuConfirmHost } from "@/components/layout/gpu-confirm-host";
import { UpgradePromptHost } from "@/components/layout/upgrade-prompt-host";
import { watchNetworkStatus } from "@/lib/client/api/network-status";
import { mailtoHref, siteConfig } from "@/lib/client/shell/site-config";
import { RouterBridge } from "./router-bridge";
import { Toaster } from "./toaster";

export type ClientProvidersProps = {
  children: ReactNode;
  /** Where 'Contact us' on limit toasts leads. */
  contactHref?: string;
};

export function ClientProviders({ children, contactHref = mailtoHref(siteConfig.supportEmail) }: ClientProvidersProps) {
  useEffect(() => watchNetworkStatus(), []);
  return (
    <>
      <AuthProviders>{children}</AuthProviders>
      <GpuConfirmHost />
      <UpgradePromptHost />
      <RouterBridge />
      <Toaster contactHref={contactHref} />
    </>
  );
}
