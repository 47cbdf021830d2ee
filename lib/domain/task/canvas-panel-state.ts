/**
 * Canvas panels (spec §2 "Canvas panel", §4): which panel shows an agent's task, and one reducer per panel type
 * that folds the task's steps into what the panel shows. Steps only ever grow, so each sync folds in the new ones;
 * a different panel key (event id) starts over, dropping every list, note and tab choice of the previous task.
 */
import { type AgentId, canonicalAgent } from "@/lib/contract/agents";
import type { TaskStep } from "@/lib/contract/entities/task";
import { addToSources, noSources, type ResearchSources } from "@/lib/domain/report/research-sources";
import { addToOutcome, noOutcome, type TaskOutcome } from "./task-outcome";
import { appendDisplayMessages, type DisplayMessage } from "./trajectory-display";

export const canvasPanelKinds = ["literatureReview", "ideaProposal", "ideaTree", "code", "notebook"] as const;
export type CanvasPanelKind = (typeof canvasPanelKinds)[number];

const panelKindOfAgent: Record<AgentId, CanvasPanelKind> = {
  deepSurvey: "literatureReview",
  methodDesign: "ideaProposal",
  ideaSpark: "ideaTree",
  autoExperiment: "code",
  notebook: "notebook",
};

/** The panel for a task's agent name (either name set); undefined for an agent we do not know. */
export function canvasPanelKind(agentName: string): CanvasPanelKind | undefined {
  const agent = canonicalAgent(agentName);
  return agent === undefined ? undefined : panelKindOfAgent[agent];
}

/** Tabs a panel can show. Later tabs (ideation flow, notebooks, project package) join this list. */
export type PanelTabId = "final" | "process" | "sources";

export type CanvasPanelState = {
  key: string;
  /** How many steps are folded in. */
  stepCount: number;
  messages: readonly DisplayMessage[];
  outcome: TaskOutcome;
  /** Papers, repositories and notes the tool results reported (research panels; empty on the others). */
  sources: ResearchSources;
  /** The tabs shown now, in order. */
  tabs: readonly PanelTabId[];
  /** The chosen tab; one not shown yet (Process before the first step) shows once it exists. */
  activeTab: PanelTabId;
};

export type CanvasPanelAction =
  | { type: "sync"; key: string; steps: readonly TaskStep[] }
  | { type: "selectTab"; tab: PanelTabId };

/** A panel type's rules: its state before any step, and its reducer. */
export type CanvasPanelModel = {
  initialState: (key: string) => CanvasPanelState;
  reduce: (state: CanvasPanelState, action: CanvasPanelAction) => CanvasPanelState;
};

type PanelDefinition = {
  /** Every tab the panel can have, in order. */
  tabs: readonly [PanelTabId, ...PanelTabId[]];
  /** Tabs shown only once the state has something for them; the others always show. */
  shownWhen?: Partial<Record<PanelTabId, (state: CanvasPanelState) => boolean>>;
  /** The tab a new panel opens on; the first tab when not given. */
  initialTab?: PanelTabId;
  /** The tab the arrival of the finish text (the final report) switches to (spec §4 "Task states"). */
  finalTab?: PanelTabId;
  /** Whether the tool results' mid_output papers, repositories and notes are kept. */
  collectsSources?: boolean;
};

function createPanelModel(definition: PanelDefinition): CanvasPanelModel {
  const shownTabs = (state: CanvasPanelState) => definition.tabs.filter((tab) => definition.shownWhen?.[tab]?.(state) ?? true);
  const initialState = (key: string): CanvasPanelState => {
    const state: CanvasPanelState = {
      key,
      stepCount: 0,
      messages: [],
      outcome: noOutcome,
      sources: noSources,
      tabs: definition.tabs,
      activeTab: definition.initialTab ?? definition.tabs[0],
    };
    return { ...state, tabs: shownTabs(state) };
  };
  const reduce = (state: CanvasPanelState, action: CanvasPanelAction): CanvasPanelState => {
    if (action.type === "selectTab") {
      return state.tabs.includes(action.tab) && state.activeTab !== action.tab ? { ...state, activeTab: action.tab } : state;
    }
    // A different key is a different task; fewer steps than folded in is a different history: both start over.
    const restart = state.key !== action.key || action.steps.length < state.stepCount;
    const from = restart ? initialState(action.key) : state;
    if (action.steps.length === from.stepCount) return from;
    const added = action.steps.slice(from.stepCount);
    const outcome = addToOutcome(from.outcome, added);
    const reportArrived = outcome.finishText !== undefined && outcome.finishText !== from.outcome.finishText;
    const next: CanvasPanelState = {
      ...from,
      stepCount: action.steps.length,
      messages: appendDisplayMessages(from.messages, added, from.stepCount),
      outcome,
      sources: definition.collectsSources ? addToSources(from.sources, added) : from.sources,
      activeTab: reportArrived && definition.finalTab ? definition.finalTab : from.activeTab,
    };
    const tabs = shownTabs(next);
    const sameTabs = tabs.length === from.tabs.length && tabs.every((tab, index) => tab === from.tabs[index]);
    return { ...next, tabs: sameTabs ? from.tabs : tabs };
  };
  return { initialState, reduce };
}

const hasMessages = (state: CanvasPanelState) => state.messages.length > 0;

/**
 * Each panel type's rules. Literature review (spec §2): the research report, the process once there is one, and the
 * sources; it opens on the process, and the finish text switches it to the report. Idea proposal: the method design
 * report and the investigation process (sources and steps), with the same switch.
 */
export const canvasPanelModels: Record<CanvasPanelKind, CanvasPanelModel> = {
  literatureReview: createPanelModel({
    tabs: ["final", "process", "sources"],
    shownWhen: { process: hasMessages },
    initialTab: "process",
    finalTab: "final",
    collectsSources: true,
  }),
  ideaProposal: createPanelModel({ tabs: ["final", "process"], initialTab: "process", finalTab: "final", collectsSources: true }),
  ideaTree: createPanelModel({ tabs: ["process"] }),
  code: createPanelModel({ tabs: ["process"] }),
  notebook: createPanelModel({ tabs: ["process"] }),
};

/** An agent we do not know still shows what it did. */
export const processOnlyPanelModel: CanvasPanelModel = createPanelModel({ tabs: ["process"] });
