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
  const user = readSessionUser(useAuthSession().data);
  const text = hour === null ? "\u00a0" : greeting(hour, user ? userDisplayName(user) : null);
  return <p className="text-center text-sm font-medium text-brand">{text}</p>;
}
