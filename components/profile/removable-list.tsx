import type { ReactNode } from "react";
import { CloseIcon } from "@/components/ui/icons";

/** The profile's added arXiv links and PDFs: one row each, keyed by URL, with a remove button named after it. */
export function RemovableList<Item extends { url: string }>({
  label,
  items,
  nameOf,
  renderItem,
  onChange,
}: {
  label: string;
  items: readonly Item[];
  nameOf: (item: Item) => string;
  renderItem: (item: Item) => ReactNode;
  onChange: (items: Item[]) => void;
}) {
  if (items.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-col gap-1.5">
      {items.map((item) => (
        <li key={item.url} className="flex items-center gap-2 rounded-lg bg-surface-muted px-3 py-1.5 text-sm">
          {renderItem(item)}
          <button
            type="button"
            aria-label={`Remove ${nameOf(item)}`}
            onClick={() => onChange(items.filter((other) => other.url !== item.url))}
            className="rounded p-0.5 text-neutral-500 hover:text-neutral-800"
          >
            <CloseIcon className="size-4" />
          </button>
        </li>
      ))}
    </ul>
  );
}
