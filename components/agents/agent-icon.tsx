/** One icon per agent, shared by the landing page, the home chips, the @ list and the agent tag. */
import type { AgentId } from "@/lib/contract/agents";
import { BookSearchIcon, ChartIcon, CompassIcon, FlaskIcon, LightbulbIcon } from "@/components/ui/icons";

const ICONS = {
  deepSurvey: BookSearchIcon,
  ideaSpark: LightbulbIcon,
  methodDesign: CompassIcon,
  autoExperiment: FlaskIcon,
  notebook: ChartIcon,
} as const satisfies Record<AgentId, unknown>;

/** Each agent's accent, used sparingly (icon tiles) so the brand colour stays the main one. */
export const agentAccent: Readonly<Record<AgentId, string>> = {
  deepSurvey: "bg-sky-50 text-sky-700",
  ideaSpark: "bg-amber-50 text-amber-700",
  methodDesign: "bg-violet-50 text-violet-700",
  autoExperiment: "bg-emerald-50 text-emerald-700",
  notebook: "bg-rose-50 text-rose-700",
};

export function AgentIcon({ agent, className }: { agent: AgentId; className?: string }) {
  const Glyph = ICONS[agent];
  return <Glyph className={className} />;
}
