"use client";

/** Browser-only services every page needs: accounts (session + dialogs), the toast stack and network notices. */
import { useEffect, type ReactNode } from "react";
import { AuthProviders } from "@/components/layout/auth-providers";
import { watchNetworkStatus } from "@/lib/client/network-status";
import { mailtoHref, siteConfig } from "@/lib/client/site-config";
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
      <RouterBridge />
      <Toaster contactHref={contactHref} />
    </>
  );
}
