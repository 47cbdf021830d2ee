import { describe, expect, it } from "vitest";
import {
  canUnsubscribe,
  expiresInDays,
  expiresLabel,
  switchedToFreeMessage,
  timestampMs,
} from "@/lib/domain/account/subscription";

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 24, 12, 0, 0);

// Spec §4 "Subscription": a canceled plan shows 'Expires in N days', N = floor((resetDate - now) / 86400000). If
// this fails, a user is told their credits last a day longer or shorter than they do.
describe("expiresInDays", () => {
  it.each([
    ["exactly 3 days ahead", NOW + 3 * DAY, 3],
    ["a second short of 3 days", NOW + 3 * DAY - 1000, 2],
    ["less than a day ahead", NOW + DAY - 1, 0],
    ["29.9 days ahead", NOW + 29.9 * DAY, 29],
    ["already past", NOW - 5 * DAY, 0],
    ["as an ISO string", new Date(NOW + 10 * DAY).toISOString(), 10],
    ["as milliseconds in a string", String(NOW + 7 * DAY), 7],
    ["unreadable", "soon", 0],
    ["missing", null, 0],
  ])("%s", (_, resetDate, days) => {
    expect(expiresInDays(resetDate, NOW)).toBe(days);
  });

  it("reads timestamps as the contract carries them", () => {
    expect(timestampMs(NOW)).toBe(NOW);
    expect(timestampMs("2026-11-24T12:00:00.000Z")).toBe(NOW);
    expect(timestampMs(` ${NOW} `)).toBe(NOW);
  });
});

// Spec §6: the unsubscribe button shows only when the level is not free and the subscription is not canceled.
describe("canUnsubscribe", () => {
  it.each([
    ["free", null, false],
    ["free", "canceled", false],
    ["pro", null, true],
    ["pro", "active", true],
    ["pro", "canceled", false],
    ["lab", "active", true],
    ["lab", "canceled", false],
  ] as const)("%s with status %s: %s", (userLevel, subscriptionStatus, shows) => {
    expect(canUnsubscribe({ userLevel, subscriptionStatus })).toBe(shows);
  });
});

describe("the spec's sentences", () => {
  it("are verbatim (§4, §8)", () => {
    expect(expiresLabel(12)).toBe("Expires in 12 days");
    expect(switchedToFreeMessage(12)).toBe("Switched to Free successfully. your credits remain for 12 days.");
  });
});
