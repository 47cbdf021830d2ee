/**
 * The one way the UI logs an analytics event (POST /event/track, spec §7): page views per home variant and one
 * event per agent query. Fire-and-forget and silent: analytics never delays or breaks what the user is doing.
 */
import type { TrackEventRequest } from "@/lib/contract/calls/misc";
import { callRoutes } from "@/lib/contract/calls/routes";
import { callUrl } from "../api/call-url";

export type EventProperties = NonNullable<TrackEventRequest["properties"]>;

export const AnalyticsEvent = { pageView: "page_view", agentQuery: "agent_query" } as const;

export function trackEvent(event: string, properties: EventProperties = {}): void {
  if (typeof window === "undefined") return;
  const call = callRoutes["event.track"];
  try {
    // Not callApi: a keepalive request without the envelope's error policy (see above).
    void fetch(callUrl(call, {}, Date.now()), {
      method: call.method,
      headers: { "Content-Type": "application/json", "source-platform": "web" },
      body: JSON.stringify({ event, properties }),
      // Survives the navigation that usually follows a query.
      keepalive: true,
      credentials: "same-origin",
    }).catch(() => {
      // Swallowed on purpose: a lost analytics event is not the user's problem.
    });
  } catch {
    // fetch itself can throw synchronously (e.g. keepalive body quota); same reasoning.
  }
}
