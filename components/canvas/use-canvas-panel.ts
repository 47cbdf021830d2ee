"use client";

/**
 * A panel's view state, kept by its panel type's reducer (lib/domain/task/canvas-panel-state.ts). New steps are folded
 * in during the render that brings them, so the panel never paints a frame behind its task.
 */
import { useCallback, useReducer } from "react";
import type { CanvasPanelModel, CanvasPanelState, PanelTabId } from "@/lib/domain/task/canvas-panel-state";
import type { CanvasPanelInput } from "@/lib/domain/task/task-progress";

export function useCanvasPanel(panel: CanvasPanelInput, model: CanvasPanelModel): { state: CanvasPanelState; selectTab: (tab: PanelTabId) => void } {
  const { key } = panel;
  const { steps } = panel.progress;
  const ended = panel.progress.status !== "processing";
  const [state, dispatch] = useReducer(model.reduce, undefined, () =>
    model.reduce(model.initialState(key), { type: "sync", key, steps, ended }),
  );
  // React's pattern for state that follows props: the reducer returns a settled state, so this runs once per change.
  if (state.key !== key || state.stepCount !== steps.length || state.ended !== ended) dispatch({ type: "sync", key, steps, ended });
  const selectTab = useCallback((tab: PanelTabId) => dispatch({ type: "selectTab", tab }), []);
  return { state, selectTab };
}
