import type { Metadata, Viewport } from "next";
import { connection } from "next/server";
import type { ReactNode } from "react";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Research Co-Scientist", template: "%s · Research Co-Scientist" },
  description:
    "An AI research co-scientist: literature surveys, idea generation, method design, automated experiments and notebook data analysis.",
};

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#4f46e5" };

/**
 * The document only. Accounts, toasts and the app shell live in app/(app)/layout.tsx, so the landing page loads
 * no session code. suppressHydrationWarning: the app area's inline script marks <html> with the sidebar state
 * before React hydrates (lib/client/sidebar-state.ts). Every page renders per request: the Content-Security-Policy
 * that proxy.ts sets holds a fresh nonce, and a page prerendered at build time would carry scripts without it.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  await connection();
  return (
    <html lang="en" suppressHydrationWarning>
      <body>{children}</body>
    </html>
  );
}
