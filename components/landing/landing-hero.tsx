/** The landing hero: what the product is, Get Started (opens /chat in a new tab) and the early-access link. */
import { ArrowRightIcon } from "@/components/ui/icons";
import { siteConfig } from "@/lib/client/shell/site-config";

export function LandingHero() {
  return (
    <section className="mx-auto flex max-w-4xl flex-col items-center px-6 pt-14 pb-20 text-center sm:pt-20">
      <p className="mb-6 inline-flex items-center gap-2 rounded-full border border-brand/15 bg-white/70 px-3.5 py-1 text-xs font-medium text-brand-ink shadow-xs">
        <span aria-hidden="true" className="size-1.5 rounded-full bg-brand" />
        Private beta · five research agents
      </p>
      <h1 className="text-4xl font-semibold tracking-tight text-balance text-brand-ink sm:text-6xl">
        {siteConfig.tagline}
      </h1>
      <p className="mt-6 max-w-2xl text-lg leading-8 text-pretty text-neutral-600">
        Survey the literature, spark new ideas, design methods, run experiments and analyse data. Type a research
        task, pick an agent with @, and let it work for you for as long as the task needs.
      </p>
      <div className="mt-10 flex flex-col items-center gap-3 sm:flex-row">
        {/* A plain link: the app opens in a new tab, so the landing page ships no router code. */}
        <a
          href="/chat"
          target="_blank"
          rel="noopener"
          className="inline-flex h-12 items-center gap-2 rounded-full bg-brand px-7 text-base font-semibold text-white shadow-lg shadow-brand/25 transition hover:bg-brand/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          Get Started
          <ArrowRightIcon className="size-4" />
        </a>
        <a
          href={siteConfig.community.earlyAccessUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex h-12 items-center rounded-full border border-surface-line bg-white px-7 text-base font-medium text-neutral-800 shadow-xs transition hover:border-brand/30 hover:text-brand-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          Request early access
        </a>
      </div>
    </section>
  );
}
