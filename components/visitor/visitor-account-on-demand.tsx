"use client";

/**
 * Loaded with the first account dialog a visitor opens: the toasts the dialog's forms show, and, once the session is
 * there (this dialog, or another tab), the same address again, marked as a fresh sign-in. proxy.ts then serves the
 * signed-in papers screen, whose session watcher says 'Login success' once and takes the marker off the address.
 */
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { Toaster } from "@/components/ui/toaster";
import { useAuthSession } from "@/lib/client/account/auth-session";
import { mailtoHref, siteConfig } from "@/lib/client/shell/site-config";
import { withLoginMarker } from "@/lib/domain/account/login-arrival";

export function VisitorAccountOnDemand() {
  const { status } = useAuthSession();
  const router = useRouter();
  useEffect(() => {
    if (status === "authenticated") router.replace(withLoginMarker(window.location.href));
  }, [status, router]);
  return <Toaster contactHref={mailtoHref(siteConfig.supportEmail)} />;
}
