/** The text area's expand toggle, offered from 10 lines on. */
import { CollapseIcon, ExpandIcon } from "@/components/ui/icons";

export function ExpandToggle({ expanded, onToggle }: { expanded: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      aria-label={expanded ? "Collapse input" : "Expand input"}
      aria-pressed={expanded}
      onClick={onToggle}
      className="flex size-9 items-center justify-center rounded-full text-neutral-500 transition hover:bg-surface-muted hover:text-neutral-900 focus-visible:outline-2 focus-visible:outline-brand"
    >
      {expanded ? <CollapseIcon className="size-4" /> : <ExpandIcon className="size-4" />}
    </button>
  );
}
