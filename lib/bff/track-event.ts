import "server-only";
import { backendCall } from "./backend-call";

/**
 * Logs an analytics event from the server side (proxy.ts's utm parameters) through the same backend the
 * browser's events go to. Analytics must never break a page: failures are logged and dropped.
 */
export async function trackServerEvent(event: string, properties: Record<string, string>): Promise<void> {
  try {
    await backendCall("event.track", { body: { event, properties } });
  } catch (error) {
    console.warn(`analytics event ${event} was not recorded:`, error instanceof Error ? error.message : error);
  }
}
