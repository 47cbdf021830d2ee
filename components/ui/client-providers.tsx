"use client";

/** Browser-only services every page needs: the toast stack and the offline/online notices. */
import { useEffect, type ReactNode } from "react";
import { watchNetworkStatus } from "@/lib/client/network-status";
import { Toaster } from "./toaster";

export type ClientProvidersProps = {
  children: ReactNode;
  /** Where 'Contact us' on limit toasts leads. */
  contactHref?: string;
};

export function ClientProviders({ children, contactHref }: ClientProvidersProps) {
  useEffect(() => watchNetworkStatus(), []);
  return (
    <>
      {children}
      <Toaster contactHref={contactHref} />
    </>
  );
}
