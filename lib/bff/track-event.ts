import "server-only";
import { backendTarget } from "./backend-target";

/**
 * Logs an analytics event from the server side (proxy.ts's utm parameters) through the same backend the
 * browser's events go to. Analytics must never break a page: failures are logged and dropped.
 */
export async function trackServerEvent(event: string, properties: Record<string, string>): Promise<void> {
  try {
    const target = await backendTarget();
    const answer = await target.fetch(
      new Request(`${target.baseUrl}/event/track`, {
        method: "POST",
        headers: { "content-type": "application/json", "source-platform": "web" },
        body: JSON.stringify({ event, properties }),
      }),
    );
    await answer.body?.cancel();
  } catch (error) {
    console.warn(`analytics event ${event} was not recorded:`, error instanceof Error ? error.message : error);
  }
}
