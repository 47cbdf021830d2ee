import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { HomeScreen } from "@/components/home/home-screen";
import { agentList, agents } from "@/lib/contract/agents";
import { agentCopy } from "@/lib/domain/home/agent-copy";
import { agentForHomeSlug, HOME_SLUG } from "@/lib/domain/home/home-route";

type Params = { agent: string };

/** /chat and the five agent variants (spec §2 Routes) are this one page; any other first segment is a 404. */
export const dynamicParams = false;

export function generateStaticParams(): Params[] {
  return [{ agent: HOME_SLUG }, ...agentList.map((agent) => ({ agent: agent.slug }))];
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const agent = agentForHomeSlug((await params).agent);
  if (agent === undefined) return {};
  // No canonical here: these pages are prerendered, and APP_URL (the canonical host) is only known at run time.
  if (agent === null) return { title: "New project" };
  return { title: agents[agent].displayName, description: `${agents[agent].displayName}: ${agentCopy[agent].pitch}` };
}

export default async function HomePage({ params }: { params: Promise<Params> }) {
  const agent = agentForHomeSlug((await params).agent);
  if (agent === undefined) notFound();
  // Keyed by the variant: opening another variant's address starts a fresh screen with that agent chosen.
  return <HomeScreen key={agent ?? HOME_SLUG} initialAgent={agent} />;
}
