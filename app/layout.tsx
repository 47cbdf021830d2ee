import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { ClientProviders } from "@/components/ui/client-providers";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Research Co-Scientist", template: "%s · Research Co-Scientist" },
  description:
    "An AI research co-scientist: literature surveys, idea generation, method design, automated experiments and notebook data analysis.",
};

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <ClientProviders>{children}</ClientProviders>
      </body>
    </html>
  );
}
