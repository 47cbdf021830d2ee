/** A task's todo items (spec §4 "Todo list"), each with an icon for its status. */
import type { TodoEntry, TodoEntryStatus } from "@/lib/domain/task/todo-list";

const statusText: Record<TodoEntryStatus, string> = { completed: "Completed", in_progress: "In progress", pending: "Pending" };

/** `over`: the task has ended, so an item left in progress no longer spins (nothing is working on it). */
export function TaskTodoList({ items, over }: { items: readonly TodoEntry[]; over: boolean }) {
  return (
    <ul className="flex flex-col gap-1.5">
      {items.map((item, index) => (
        <li key={index} className="flex items-start gap-2 text-[13px] leading-5">
          <TodoStatusIcon status={item.status} over={over} />
          <span className="sr-only">{statusText[item.status]}: </span>
          <span className={`min-w-0 break-words ${item.status === "completed" ? "text-neutral-500 line-through decoration-neutral-300" : "text-neutral-800"}`}>
            {item.content}
          </span>
        </li>
      ))}
    </ul>
  );
}

function TodoStatusIcon({ status, over }: { status: TodoEntryStatus; over: boolean }) {
  const common = "mt-0.5 size-4 shrink-0";
  if (status === "completed") {
    return (
      <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false" className={`${common} text-emerald-600`}>
        <circle cx="8" cy="8" r="7" fill="currentColor" />
        <path d="m5 8.2 2 2 4-4.2" fill="none" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    );
  }
  if (status === "in_progress") {
    return (
      <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false" className={`${common} text-brand`}>
        <circle cx="8" cy="8" r="6.2" fill="none" stroke="currentColor" strokeOpacity="0.25" strokeWidth="1.6" />
        <path d="M8 1.8A6.2 6.2 0 0 1 14.2 8" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" className={over ? undefined : "origin-center animate-spin"} />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false" className={`${common} text-neutral-300`}>
      <circle cx="8" cy="8" r="6.2" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}
