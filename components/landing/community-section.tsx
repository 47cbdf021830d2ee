/**
 * Sign-up and community invitations (spec §1): early access, co-build for plugin contributors, the chat group,
 * and the messaging-app group with its QR code. Every link comes from lib/client/site-config.
 */
import type { ReactNode } from "react";
import { ChatIcon, ExternalIcon, PuzzleIcon, SparkIcon } from "@/components/ui/icons";
import { siteConfig } from "@/lib/client/shell/site-config";
import { QrCode } from "./qr-code";

function Card({ icon, title, children, action }: { icon: ReactNode; title: string; children: ReactNode; action: ReactNode }) {
  return (
    <li className="flex flex-col rounded-2xl border border-surface-line bg-white p-6 shadow-xs">
      <span className="flex size-10 items-center justify-center rounded-xl bg-brand-soft text-brand">{icon}</span>
      <h3 className="mt-5 text-lg font-semibold text-neutral-900">{title}</h3>
      <div className="mt-2 flex-1 text-sm leading-6 text-neutral-600">{children}</div>
      <div className="mt-6">{action}</div>
    </li>
  );
}

function OutLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-brand hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
    >
      {children}
      <ExternalIcon className="size-3.5" />
    </a>
  );
}

export function CommunitySection() {
  const { earlyAccessUrl, coBuildUrl, chatGroup, messagingGroup } = siteConfig.community;
  return (
    <section id="community" aria-labelledby="community-heading" className="mx-auto max-w-6xl scroll-mt-8 px-6 py-16">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="community-heading" className="text-3xl font-semibold tracking-tight text-brand-ink">
          Build it with us
        </h2>
        <p className="mt-4 text-base leading-7 text-neutral-600">
          The co-scientist is in private beta. Ask for access, contribute a plugin, or come and talk research.
        </p>
      </div>
      <ul className="mt-12 grid gap-4 md:grid-cols-2 lg:grid-cols-4">
        <Card icon={<SparkIcon className="size-5" />} title="Early access" action={<OutLink href={earlyAccessUrl}>Sign up for early access</OutLink>}>
          Join the waiting list and be among the first researchers to run long tasks with the agents.
        </Card>
        <Card icon={<PuzzleIcon className="size-5" />} title="Co-build" action={<OutLink href={coBuildUrl}>Become a plugin contributor</OutLink>}>
          Write plugins that give the agents new tools and data sources, and shape the roadmap with us.
        </Card>
        <Card icon={<ChatIcon className="size-5" />} title={`${chatGroup.name} community`} action={<OutLink href={chatGroup.url}>Join the {chatGroup.name} group</OutLink>}>
          Share results, ask questions and hear about new agents first in our chat group.
        </Card>
        <li className="flex flex-col items-center rounded-2xl border border-surface-line bg-white p-6 text-center shadow-xs">
          <h3 className="text-lg font-semibold text-neutral-900">{messagingGroup.name} group</h3>
          <p className="mt-2 text-sm leading-6 text-neutral-600">Scan to join us on {messagingGroup.name}.</p>
          <QrCode url={messagingGroup.url} label={`QR code to join the ${messagingGroup.name} group`} className="mt-4 size-32" />
          <div className="mt-5">
            <OutLink href={messagingGroup.url}>Open the {messagingGroup.name} invitation</OutLink>
          </div>
        </li>
      </ul>
    </section>
  );
}
