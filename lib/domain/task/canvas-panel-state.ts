/**
 * Canvas panels (spec §2 "Canvas panel", §4): which panel shows an agent's task, and one reducer per panel type
 * that folds the task's steps into what the panel shows. Steps only ever grow, so each sync folds in the new ones;
 * a different panel key (event id) starts over, dropping every list, note and tab choice of the previous task.
 */
import { type AgentId, canonicalAgent } from "@/lib/contract/agents";
import type { TaskStep } from "@/lib/contract/entities/task";
import { addToSources, noSources, type ResearchSources } from "@/lib/domain/report/research-sources";
import { addToIdeaTree, emptyIdeaTree, type IdeaTree } from "./idea-tree";
import { latestNotebooks, newestNotebookTab, type NotebookTabId, notebookVersions } from "./notebook-versions";
import { type LatestProject, latestProjectVersion } from "./project-tree";
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

/**
 * Tabs a panel can show. "notebook" is the notebook panel's tab before its first version (the empty state); each
 * saved version then has a tab of its own. "flow" is the idea tree's graph (Ideation Flow).
 */
export type PanelTabId = "final" | "process" | "sources" | "notebook" | "project" | "flow" | NotebookTabId;

export type CanvasPanelState = {
  key: string;
  /** How many steps are folded in. */
  stepCount: number;
  messages: readonly DisplayMessage[];
  outcome: TaskOutcome;
  /** Papers, repositories and notes the tool results reported (research panels; empty on the others). */
  sources: ResearchSources;
  /** The saved notebooks' URLs, oldest first (the notebook panel; empty on the others). */
  notebooks: readonly string[];
  /** The newest project version's files (the code panel; undefined before the first snapshot and on the others). */
  project: LatestProject | undefined;
  /** The ideas the tool results reported (the idea tree panel; empty on the others). */
  ideaTree: IdeaTree;
  /** The task has ended (finish or error), as the last sync said. */
  ended: boolean;
  /** The tabs shown now, in order. */
  tabs: readonly PanelTabId[];
  /** The chosen tab; one not shown yet (Process before the first step) shows once it exists. */
  activeTab: PanelTabId;
  /** The reader has chosen a tab: a new notebook version then takes over only from the previous newest one. */
  tabPicked: boolean;
};

export type CanvasPanelAction =
  | { type: "sync"; key: string; steps: readonly TaskStep[]; ended?: boolean }
  | { type: "selectTab"; tab: PanelTabId };

/** A panel type's rules: its state before any step, and its reducer. */
export type CanvasPanelModel = {
  initialState: (key: string) => CanvasPanelState;
  reduce: (state: CanvasPanelState, action: CanvasPanelAction) => CanvasPanelState;
};

type PanelDefinition = {
  /** Every tab the panel can have, in order; "notebook" stands for the notebook versions' tabs, newest first. */
  tabs: readonly [PanelTabId, ...PanelTabId[]];
  /** Tabs shown only once the state has something for them; the others always show. */
  shownWhen?: Partial<Record<PanelTabId, (state: CanvasPanelState) => boolean>>;
  /** The tab a new panel opens on; the first tab when not given. */
  initialTab?: PanelTabId;
  /** The tab the arrival of the finish text (the final report) switches to (spec §4 "Task states"). */
  finalTab?: PanelTabId;
  /** The tab the task's end (finish or error) switches to (spec §4 "Idea tree"). */
  endTab?: PanelTabId;
  /** Whether the tool results' mid_output papers, repositories and notes are kept. */
  collectsSources?: boolean;
  /** Whether the project steps' newest version is kept (the experiment's package). */
  collectsProject?: boolean;
  /** Whether the tool results' mid_output idea tree and idea list are kept. */
  collectsIdeaTree?: boolean;
};

/** The notebook versions' tabs, newest first, or the one empty-state tab before the first version. */
const notebookTabs = (notebooks: readonly string[]): PanelTabId[] =>
  notebooks.length === 0 ? ["notebook"] : notebookVersions(notebooks).map((version) => version.tab);

/**
 * A new notebook version is shown unless the reader went elsewhere: it takes over from the previous newest version
 * (or the empty state), and from any tab the reader did not choose (Process while the run starts).
 */
function followsNewestNotebook(state: CanvasPanelState): boolean {
  return !state.tabPicked || state.activeTab === (newestNotebookTab(state.notebooks) ?? "notebook");
}

function createPanelModel(definition: PanelDefinition): CanvasPanelModel {
  const shownTabs = (state: CanvasPanelState) =>
    definition.tabs.flatMap((tab) => (tab === "notebook" ? notebookTabs(state.notebooks) : (definition.shownWhen?.[tab]?.(state) ?? true) ? [tab] : []));
  const collectsNotebooks = definition.tabs.includes("notebook");
  const initialState = (key: string): CanvasPanelState => {
    const state: CanvasPanelState = {
      key,
      stepCount: 0,
      messages: [],
      outcome: noOutcome,
      sources: noSources,
      notebooks: [],
      project: undefined,
      ideaTree: emptyIdeaTree,
      ended: false,
      tabs: definition.tabs,
      activeTab: definition.initialTab ?? definition.tabs[0],
      tabPicked: false,
    };
    return { ...state, tabs: shownTabs(state) };
  };
  const reduce = (state: CanvasPanelState, action: CanvasPanelAction): CanvasPanelState => {
    if (action.type === "selectTab") {
      return state.tabs.includes(action.tab) && state.activeTab !== action.tab ? { ...state, activeTab: action.tab, tabPicked: true } : state;
    }
    // A different key is a different task; fewer steps than folded in is a different history: both start over.
    const restart = state.key !== action.key || action.steps.length < state.stepCount;
    const from = restart ? initialState(action.key) : state;
    const ended = action.ended ?? from.ended;
    if (action.steps.length === from.stepCount && ended === from.ended) return from;
    const endedNow = ended && !from.ended;
    const added = action.steps.slice(from.stepCount);
    const outcome = addToOutcome(from.outcome, added);
    const reportArrived = outcome.finishText !== undefined && outcome.finishText !== from.outcome.finishText;
    const notebooks = (collectsNotebooks && latestNotebooks(added)) || from.notebooks;
    const newestNotebook = newestNotebookTab(notebooks);
    const notebookArrived = newestNotebook !== undefined && newestNotebook !== newestNotebookTab(from.notebooks);
    const next: CanvasPanelState = {
      ...from,
      stepCount: action.steps.length,
      messages: appendDisplayMessages(from.messages, added, from.stepCount),
      outcome,
      sources: definition.collectsSources ? addToSources(from.sources, added) : from.sources,
      notebooks,
      project: (definition.collectsProject && latestProjectVersion(added)) || from.project,
      ideaTree: definition.collectsIdeaTree ? addToIdeaTree(from.ideaTree, added) : from.ideaTree,
      ended,
      activeTab:
        endedNow && definition.endTab ? definition.endTab
        : reportArrived && definition.finalTab ? definition.finalTab
        : notebookArrived && followsNewestNotebook(from) ? newestNotebook
        : from.activeTab,
    };
    const tabs = shownTabs(next);
    const sameTabs = tabs.length === from.tabs.length && tabs.every((tab, index) => tab === from.tabs[index]);
    return { ...next, tabs: sameTabs ? from.tabs : tabs };
  };
  return { initialState, reduce };
}

const hasMessages = (state: CanvasPanelState) => state.messages.length > 0;
const hasProjectFiles = (state: CanvasPanelState) => state.project !== undefined;

/**
 * Each panel type's rules. Literature review (spec §2): the research report, the process once there is one, and the
 * sources; it opens on the process, and the finish text switches it to the report. Idea proposal: the method design
 * report and the investigation process (sources and steps), with the same switch. Notebook: one tab per saved
 * version, newest first (an empty-state tab before the first), then the process; it opens on the process and each
 * new version is shown as it arrives. Code (Auto Experiment): the project package once a version holds files, and
 * the build-test process; it opens on the process. Idea tree (spec §2): the final picks and the ideation flow; it opens
 * on the flow while the tree grows, and the task's end (finish or error) switches it to the picks.
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
  ideaTree: createPanelModel({ tabs: ["final", "flow"], initialTab: "flow", endTab: "final", collectsIdeaTree: true }),
  code: createPanelModel({ tabs: ["project", "process"], shownWhen: { project: hasProjectFiles }, initialTab: "process", collectsProject: true }),
  notebook: createPanelModel({ tabs: ["notebook", "process"], initialTab: "process" }),
};

/** An agent we do not know still shows what it did. */
export const processOnlyPanelModel: CanvasPanelModel = createPanelModel({ tabs: ["process"] });
