/**
 * Canvas panels (spec §2 "Canvas panel", §4): which panel shows an agent's task, and one reducer per panel type
 * that folds the task's steps into what the panel shows. Steps only ever grow, so each sync folds in the new ones;
 * a different panel key (event id) starts over, dropping every list, note and tab choice of the previous task.
 */
import { type AgentId, canonicalAgent } from "@/lib/contract/agents";
import type { TaskStep } from "@/lib/contract/entities/task";
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

/** Tabs a panel can show. Later tabs (final report, sources, ideation flow, notebooks) join this list. */
export type PanelTabId = "process";

export type CanvasPanelState = {
  key: string;
  /** How many steps are folded in. */
  stepCount: number;
  messages: readonly DisplayMessage[];
  outcome: TaskOutcome;
  tabs: readonly PanelTabId[];
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

type PanelDefinition = { tabs: readonly [PanelTabId, ...PanelTabId[]] };

function createPanelModel(definition: PanelDefinition): CanvasPanelModel {
  const initialState = (key: string): CanvasPanelState => ({
    key,
    stepCount: 0,
    messages: [],
    outcome: noOutcome,
    tabs: definition.tabs,
    activeTab: definition.tabs[0],
  });
  const reduce = (state: CanvasPanelState, action: CanvasPanelAction): CanvasPanelState => {
    if (action.type === "selectTab") {
      return state.tabs.includes(action.tab) && state.activeTab !== action.tab ? { ...state, activeTab: action.tab } : state;
    }
    // A different key is a different task; fewer steps than folded in is a different history: both start over.
    const restart = state.key !== action.key || action.steps.length < state.stepCount;
    const from = restart ? initialState(action.key) : state;
    if (action.steps.length === from.stepCount) return from;
    const added = action.steps.slice(from.stepCount);
    return {
      ...from,
      stepCount: action.steps.length,
      messages: appendDisplayMessages(from.messages, added, from.stepCount),
      outcome: addToOutcome(from.outcome, added),
    };
  };
  return { initialState, reduce };
}

/** Each panel type's rules; for now every panel shows the shared Process view only. */
export const canvasPanelModels: Record<CanvasPanelKind, CanvasPanelModel> = {
  literatureReview: createPanelModel({ tabs: ["process"] }),
  ideaProposal: createPanelModel({ tabs: ["process"] }),
  ideaTree: createPanelModel({ tabs: ["process"] }),
  code: createPanelModel({ tabs: ["process"] }),
  notebook: createPanelModel({ tabs: ["process"] }),
};

/** An agent we do not know still shows what it did. */
export const processOnlyPanelModel: CanvasPanelModel = createPanelModel({ tabs: ["process"] });
