import "server-only";
import type { BackendConfig } from "../../config";
import type { Database } from "../../db/client";
import { analyticsEvents } from "../../db/schema";
import type { RateLimitRule } from "../rate-limit";

export type AnalyticsEvent = {
  name: string;
  properties: Record<string, string | number | boolean>;
  userId: string | null;
};

export async function recordEvent(db: Database, event: AnalyticsEvent): Promise<void> {
  await db.insert(analyticsEvents).values(event);
}

/** Anyone may post events, so each client address gets a budget per minute (issue 13, defect 9). */
export function eventTrackRule(config: Pick<BackendConfig, "EVENT_TRACK_PER_MINUTE">, clientIp: string): RateLimitRule {
  return { bucket: "event-track", subject: clientIp, limit: config.EVENT_TRACK_PER_MINUTE, windowSeconds: 60, message: "Too many events" };
}
