import type { Metadata } from "next";
import Link from "next/link";
import { QuestionForm } from "@/components/home/question-form";
import { UserEntry } from "@/components/layout/user-entry";

export const metadata: Metadata = { title: "New project" };

/**
 * A placeholder home so there is somewhere to sign in; the home-screen issue replaces it with the full sidebar,
 * tagline, agent chips and use cases. The shell renders on the server; only the form and user entry hydrate.
 */
export default function ChatHomePage() {
  return (
    <div className="flex min-h-dvh flex-col bg-surface-muted md:flex-row">
      <aside
        aria-label="Sidebar"
        className="flex shrink-0 items-center justify-between gap-4 border-b border-surface-line bg-white px-4 py-3 md:w-sidebar md:flex-col md:items-stretch md:border-r md:border-b-0 md:py-5"
      >
        <Link href="/" className="truncate rounded text-base font-semibold tracking-tight text-brand-ink focus-visible:outline-2 focus-visible:outline-brand">
          Research Co-Scientist
        </Link>
        <div className="shrink-0 md:mt-auto">
          <UserEntry />
        </div>
      </aside>
      <main className="flex flex-1 flex-col items-center justify-center gap-8 px-6 py-16">
        <h1 className="text-center text-3xl font-semibold tracking-tight text-neutral-900">
          What would you like to research today?
        </h1>
        <QuestionForm />
      </main>
    </div>
  );
}
