"use client";

/**
 * A small menu-button (WAI-ARIA menu pattern): the trigger toggles a list of actions; arrow keys move between
 * them, Escape closes and returns focus, a click outside or Tab closes. The trigger is passed in as a render
 * function so a tooltip can wrap it.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";

export type UserMenuItem = { label: string; onSelect: () => void; danger?: boolean };

export type TriggerProps = {
  "aria-haspopup": "menu";
  "aria-expanded": boolean;
  "aria-controls": string | undefined;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
};

export type UserMenuProps = {
  items: readonly UserMenuItem[];
  renderTrigger: (props: TriggerProps, open: boolean) => ReactNode;
};

export function UserMenu({ items, renderTrigger }: UserMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    if (!open) return;
    itemRefs.current[0]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) rootRef.current?.querySelector<HTMLButtonElement>("[aria-haspopup=menu]")?.focus();
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = itemRefs.current.findIndex((item) => item === document.activeElement);
    const move = (to: number) => itemRefs.current[(to + items.length) % items.length]?.focus();
    if (event.key === "ArrowDown") move(index + 1);
    else if (event.key === "ArrowUp") move(index - 1);
    else if (event.key === "Home") move(0);
    else if (event.key === "End") move(items.length - 1);
    else if (event.key === "Escape") close(true);
    else if (event.key === "Tab") setOpen(false);
    else return;
    if (event.key !== "Tab") event.preventDefault();
  }

  const triggerProps: TriggerProps = {
    "aria-haspopup": "menu",
    "aria-expanded": open,
    "aria-controls": open ? menuId : undefined,
    onClick: () => setOpen((value) => !value),
    onKeyDown: (event) => {
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        event.preventDefault();
        setOpen(true);
      }
    },
  };

  return (
    <div ref={rootRef} className="relative">
      {renderTrigger(triggerProps, open)}
      {open ? (
        <div
          id={menuId}
          role="menu"
          aria-orientation="vertical"
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 bottom-full left-0 z-40 mb-2 rounded-xl border border-surface-line bg-white p-1.5 shadow-lg"
        >
          {items.map((item, index) => (
            <button
              key={item.label}
              ref={(element) => {
                itemRefs.current[index] = element;
              }}
              type="button"
              role="menuitem"
              tabIndex={-1}
              onClick={() => {
                close(false);
                item.onSelect();
              }}
              className={`flex w-full items-center rounded-lg px-3 py-2 text-left text-sm font-medium outline-none hover:bg-surface-muted focus-visible:bg-surface-muted ${
                item.danger ? "text-red-600" : "text-neutral-800"
              }`}
            >
              {item.label}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
