"use client";

/**
 * A task message's progress (spec §2 "Chat session page"): the agent's todo list with its completed count, or, for
 * agents that keep none, numbered step paragraphs. The section opens and closes with the task's life
 * (use-task-panel-expansion.ts); its toggle says how far the agent has got.
 */
import { useId, useMemo } from "react";
import { ChevronDownIcon } from "@/components/ui/icons";
import { isTaskOver, taskOutcome } from "@/lib/domain/task/task-outcome";
import type { TaskProgress } from "@/lib/domain/task/task-progress";
import { todoListFromSteps } from "@/lib/domain/task/todo-list";
import { stepParagraphs } from "@/lib/domain/task/trajectory-display";
import { STEP_SEPARATOR, TaskStepParagraphs } from "./task-step-paragraphs";
import { TaskTodoList } from "./task-todo-list";
import { useStepParagraphReveal } from "./use-step-paragraph-reveal";
import { useTaskPanelExpansion } from "./use-task-panel-expansion";

export function TaskProgressSection({ progress }: { progress: TaskProgress }) {
  const { steps, loaded, finishedOnLoad } = progress;
  const todoList = useMemo(() => todoListFromSteps(steps), [steps]);
  const paragraphs = useMemo(() => (todoList ? [] : stepParagraphs(steps)), [steps, todoList]);
  const outcome = useMemo(() => taskOutcome(steps), [steps]);
  const over = isTaskOver(progress, outcome);
  const { view, streaming } = useStepParagraphReveal(paragraphs.join(STEP_SEPARATOR), { loaded, over, finishedOnLoad });
  const { expanded, toggle } = useTaskPanelExpansion({ stepCount: steps.length, over, streaming });
  const bodyId = useId();

  if (!todoList && paragraphs.length === 0) return null;
  const title = todoList ? todoList.title : "Steps";
  const count = todoList ? `${todoList.completed}/${todoList.total}` : String(paragraphs.length);
  return (
    <div className="border-t border-surface-line px-3.5 py-2.5">
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={bodyId}
        onClick={toggle}
        className="flex w-full items-center gap-1.5 rounded-md text-left text-xs font-semibold text-neutral-700 hover:text-neutral-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        <ChevronDownIcon className={`size-3.5 shrink-0 transition ${expanded ? "" : "-rotate-90"}`} />
        <span className={todoList?.allDone ? "text-emerald-700" : undefined}>{title}</span>{" "}
        <span className="font-medium text-neutral-500 tabular-nums">{count}</span>
      </button>
      <div id={bodyId} hidden={!expanded} className="mt-2 pl-5">
        {todoList ? <TaskTodoList items={todoList.items} over={over} /> : <TaskStepParagraphs paragraphs={paragraphs} view={view} />}
      </div>
    </div>
  );
}
