/** 'Log the query event for the agent' (spec §4 "Submit flow"): one analytics event per query, general chat included. */
import { type AgentId, agents } from "@/lib/contract/agents";
import { AnalyticsEvent, trackEvent } from "../shell/analytics";

export function trackQueryEvent(agent: AgentId | null): void {
  trackEvent(AnalyticsEvent.agentQuery, { agentName: agent ? agents[agent].primaryName : "general" });
}
