"use client";

/** 'Good morning, Ada': the visitor's own clock, and the name once signed in. */
import { useAuthSession } from "@/lib/client/account/auth-session";
import { useBrowserValue } from "@/components/ui/use-browser-value";
import { readSessionUser } from "@/lib/client/account/session-user";
import { greeting } from "@/lib/domain/home/greeting";
import { userDisplayName } from "@/lib/domain/account/user-display";

export function HomeGreeting() {
  // The hour exists only in the browser (the server does not know the visitor's time zone).
  const hour = useBrowserValue(() => new Date().getHours(), null);
  const session = useAuthSession();
  const user = readSessionUser(session.data);
  // Written once, with the name if there is one: a centred greeting that gained the name later moved its words (a
  // layout shift), where text appearing in the line's reserved height moves nothing.
  const text = hour === null || session.status === "loading" ? "" : greeting(hour, user ? userDisplayName(user) : null);
  return <p className="min-h-5 text-center text-sm font-medium text-brand">{text}</p>;
}
