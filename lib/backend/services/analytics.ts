import "server-only";
import type { Database } from "../db/client";
import { analyticsEvents } from "../db/schema";

export type AnalyticsEvent = {
  name: string;
  properties: Record<string, string | number | boolean>;
  userId: string | null;
};

export async function recordEvent(db: Database, event: AnalyticsEvent): Promise<void> {
  await db.insert(analyticsEvents).values(event);
}
