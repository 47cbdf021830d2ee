import type { Metadata } from "next";
import { Suspense } from "react";
import { HotFeedSection } from "@/components/feed/hot-feed-section";
import { AgentShowcase } from "@/components/landing/agent-showcase";
import { CommunitySection } from "@/components/landing/community-section";
import { LandingEffects } from "@/components/landing/landing-effects";
import { LandingFooter } from "@/components/landing/landing-footer";
import { LandingHeader } from "@/components/landing/landing-header";
import { LandingHero } from "@/components/landing/landing-hero";
import { siteSettings } from "@/lib/bff/config";
import { siteConfig } from "@/lib/client/shell/site-config";
import { appUrl } from "@/lib/site/app-url";
import { parseShowcaseRuns } from "@/lib/site/showcase-runs";
import { hotFeedPage, type PageParams } from "./hot-feed";

export async function generateMetadata(): Promise<Metadata> {
  const base = await appUrl();
  const title = `${siteConfig.name} — ${siteConfig.tagline}`;
  return {
    metadataBase: base,
    title: { absolute: title },
    description: siteConfig.description,
    alternates: { canonical: "/" },
    robots: { index: true, follow: true },
    openGraph: { type: "website", url: "/", siteName: siteConfig.name, title, description: siteConfig.description },
    twitter: { card: "summary", title, description: siteConfig.description },
  };
}

/**
 * The public landing page (spec §1) with the hot feed: rendered on the server; only the private-beta notice
 * hydrates. ?pid=, ?fpid= or ?efpid= opens that paper's detail above the feed.
 */
export default async function LandingPage({ searchParams }: { searchParams: Promise<PageParams> }) {
  const { hotFeed, opened } = await hotFeedPage(searchParams);
  return (
    <div className="flex min-h-dvh flex-col bg-[radial-gradient(80rem_40rem_at_50%_-10%,#e0e7ff_0%,#f5f7ff_45%,#ffffff_75%)]">
      <LandingHeader />
      <main className="flex-1">
        <LandingHero />
        <HotFeedSection feed={hotFeed} opened={opened} />
        <AgentShowcase runs={parseShowcaseRuns(siteSettings().showcaseRuns)} />
        <CommunitySection />
      </main>
      <LandingFooter />
      <Suspense fallback={null}>
        <LandingEffects />
      </Suspense>
    </div>
  );
}
