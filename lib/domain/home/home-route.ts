/**
 * The home screen's addresses (spec §2 Routes): /chat for the general form and one first path segment per agent;
 * choosing an agent moves the address to its path, removing it returns to /chat.
 */
import { agentBySlug, agents, type AgentId } from "@/lib/contract/agents";

export const HOME_SLUG = "chat";

/** The agent a home address preselects: null for /chat, undefined for a segment that is not a home page. */
export function agentForHomeSlug(slug: string): AgentId | null | undefined {
  if (slug === HOME_SLUG) return null;
  return agentBySlug(slug)?.id;
}

export function homePathFor(agent: AgentId | null): string {
  return agent === null ? `/${HOME_SLUG}` : `/${agents[agent].slug}`;
}

/** Home addresses are exactly /chat and the agents' paths (an optional trailing slash aside). */
export function isHomePath(pathname: string): boolean {
  const segment = pathname.replace(/^\/+|(?<!\/)\/+$/g, "");
  return !segment.includes("/") && agentForHomeSlug(segment) !== undefined;
}
