import type { Metadata } from "next";
import { BrandMark } from "@/components/ui/brand-mark";

export const metadata: Metadata = { title: "Page not found", robots: { index: false } };

/**
 * Every page's not-found boundary, so its client code would load with every page (the landing page included): a
 * plain link keeps next/link's router code out of first loads (issue 22); leaving a 404 needs no client routing.
 */
export default function NotFound() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <BrandMark className="size-10" />
      <h1 className="text-2xl font-semibold tracking-tight text-brand-ink">Page not found</h1>
      <p className="max-w-sm text-sm text-neutral-600">This address does not lead anywhere. Start a new project instead.</p>
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- on purpose: see the comment above. */}
      <a href="/chat" className="mt-2 rounded-full bg-brand px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand">
        New Project
      </a>
    </main>
  );
}
