/**
 * The subscription rules of the upgrade page (spec §4 "Subscription", §6, §8): how many days a canceled plan's
 * credits remain, when Unsubscribe shows, and the toast after switching to free.
 */
import { SubscriptionStatus, SUBSCRIPTION_DAY_MS } from "@/lib/contract/constants";
import type { Timestamp } from "@/lib/contract/primitives";
import type { CreditData } from "@/lib/contract/entities/user";

/** A timestamp as the contract carries it (milliseconds, or a date string) in milliseconds; NaN when unreadable. */
export function timestampMs(value: Timestamp): number {
  if (typeof value === "number") return value;
  // Digits only: milliseconds sent as a string by an upstream.
  if (/^\d+$/.test(value.trim())) return Number(value);
  return Date.parse(value);
}

/**
 * Spec §4: N = floor((resetDate - now) / 86400000). A reset date already passed (or missing) gives 0 rather than a
 * negative count: the credits simply do not remain any more.
 */
export function expiresInDays(resetDate: Timestamp | null | undefined, now: number): number {
  if (resetDate === null || resetDate === undefined) return 0;
  const at = timestampMs(resetDate);
  if (!Number.isFinite(at)) return 0;
  return Math.max(0, Math.floor((at - now) / SUBSCRIPTION_DAY_MS));
}

export function isCanceled(credit: Pick<CreditData, "subscriptionStatus">): boolean {
  return credit.subscriptionStatus === SubscriptionStatus.canceled;
}

/** Spec §6: Unsubscribe from Plan shows only on a paid level whose subscription is not canceled yet. */
export function canUnsubscribe(credit: Pick<CreditData, "userLevel" | "subscriptionStatus">): boolean {
  return credit.userLevel !== "free" && !isCanceled(credit);
}

export function expiresLabel(days: number): string {
  return `Expires in ${days} days`;
}

/** Spec §8, verbatim (its lower-case 'your' included). */
export function switchedToFreeMessage(days: number): string {
  return `Switched to Free successfully. your credits remain for ${days} days.`;
}
