import type { Metadata } from "next";
import { ChatSessionScreen } from "@/components/session/chat-session-screen";

export const metadata: Metadata = { title: "Project", robots: { index: false } };

type SessionPageProps = {
  params: Promise<{ sessionId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * /search-v1/{sessionId} (spec §2). `isNewSession=true` marks the arrival from the submit flow; `debug=true` is
 * reserved for the debug tool (sharing issue) and ignored here.
 */
export default async function SessionPage({ params, searchParams }: SessionPageProps) {
  const [{ sessionId }, query] = await Promise.all([params, searchParams]);
  return <ChatSessionScreen sessionId={sessionId} isNewSession={query.isNewSession === "true"} />;
}
