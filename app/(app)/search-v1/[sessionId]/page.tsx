import type { Metadata } from "next";
import { headers } from "next/headers";
import { backendCall } from "@/lib/bff/backend-call";
import { clientIpOf } from "@/lib/bff/peer-address";
import { siteConfig } from "@/lib/client/shell/site-config";
import { appUrl } from "@/lib/site/app-url";
import { ChatSessionScreen } from "@/components/session/chat-session-screen";

type SearchParams = Record<string, string | string[] | undefined>;

type SessionPageProps = {
  params: Promise<{ sessionId: string }>;
  searchParams: Promise<SearchParams>;
};

const firstValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) || undefined;

/**
 * Robots noindex either way: a public link is a capability its owner hands out, not a page for search engines to
 * list (link previews in chat apps do not read robots).
 */
const GENERIC_METADATA: Metadata = { title: "Project", robots: { index: false } };

/** The session's title as its public link shows it to anyone, or undefined when the link does not open it. */
async function sharedSessionTitle(chatSessionId: string, shareId: string): Promise<string | undefined> {
  try {
    // Asked without a session, as a visitor: an owner's own view must not leak into a preview.
    const requestHeaders = await headers();
    const clientIp = clientIpOf((name) => requestHeaders.get(name));
    const answer = await backendCall("chatSession.messageList", { query: { chatSessionId, shareId } }, { clientIp });
    return answer.chatSession.title?.trim() || "Shared research project";
  } catch {
    // An unknown, revoked or mistyped link gets the generic page title, as the page itself will say it cannot load.
    return undefined;
  }
}

/** Link previews (issue 21): a shared session's title and an Open Graph / Twitter card, so the link looks right in chat apps. */
export async function generateMetadata({ params, searchParams }: SessionPageProps): Promise<Metadata> {
  const [{ sessionId }, query] = await Promise.all([params, searchParams]);
  const shareId = firstValue(query.shareId);
  const title = shareId ? await sharedSessionTitle(sessionId, shareId) : undefined;
  if (!shareId || title === undefined) return GENERIC_METADATA;
  const description = `A research project shared on ${siteConfig.name}: follow its tasks and the agents' work, step by step.`;
  const url = `/search-v1/${encodeURIComponent(sessionId)}?${new URLSearchParams({ shareId }).toString()}`;
  return {
    ...GENERIC_METADATA,
    metadataBase: await appUrl(),
    title,
    description,
    openGraph: { type: "website", url, siteName: siteConfig.name, title, description },
    twitter: { card: "summary", title, description },
  };
}

/**
 * /search-v1/{sessionId} (spec §2). `isNewSession=true` marks the arrival from the submit flow; `shareId` is a
 * public link's token (issue 21); `isReplay=true` plays the session back; `debug=true` shows the owner the debug
 * tool.
 */
export default async function SessionPage({ params, searchParams }: SessionPageProps) {
  const [{ sessionId }, query] = await Promise.all([params, searchParams]);
  return (
    <ChatSessionScreen
      sessionId={sessionId}
      isNewSession={query.isNewSession === "true"}
      shareId={firstValue(query.shareId)}
      debug={query.debug === "true"}
      isReplay={query.isReplay === "true"}
    />
  );
}
