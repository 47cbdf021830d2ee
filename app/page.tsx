import Link from "next/link";
import { Suspense } from "react";
import { PrivateBetaNotice } from "@/components/layout/private-beta-notice";

/** The landing page; its full design (agents, community, QR code) comes with the landing-page issue. */
export default function LandingPage() {
  return (
    <main className="mx-auto flex min-h-screen max-w-3xl flex-col items-center justify-center gap-6 px-6 text-center">
      <h1 className="text-4xl font-semibold tracking-tight text-brand-ink">Your AI research co-scientist</h1>
      <p className="text-lg text-neutral-600">
        Deep Survey, Idea Spark, Method Design, Auto Experiment and Jupyter Notebook agents that run long research
        tasks with you.
      </p>
      <Link
        href="/chat"
        target="_blank"
        className="rounded-full bg-brand px-6 py-3 font-medium text-white shadow-sm transition hover:opacity-90 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        Get Started
      </Link>
      {/* Reads ?isNotWhiteName=true on the client, so the page itself stays static (spec §2, §6). */}
      <Suspense fallback={null}>
        <PrivateBetaNotice />
      </Suspense>
    </main>
  );
}
