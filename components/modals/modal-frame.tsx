"use client";

/**
 * The look every modal shares: overlay, centred card, title, optional description and a close button. Radix
 * Dialog supplies the focus trap, Escape, focus return and aria-modal; a closeAllDialogs (spec §8: a 401 closes
 * all modals) closes any open frame too.
 */
import * as Dialog from "@radix-ui/react-dialog";
import { useEffect, useLayoutEffect, useRef, type ReactNode } from "react";
import { onCloseAllDialogs } from "@/lib/client/shell/dialogs";

export type ModalFrameProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Where focus goes on open (a selector inside the card); Radix's first focusable element otherwise. */
  initialFocus?: string;
  widthClass?: string;
};

export function ModalFrame({
  open,
  onOpenChange,
  title,
  description,
  children,
  initialFocus,
  widthClass = "max-w-[400px]",
}: ModalFrameProps) {
  // Radix returns focus to a Dialog.Trigger; these dialogs open from the dialog bus instead, so the element that
  // had focus before opening is remembered and focused again on close. A layout effect, because the views'
  // own (passive) mount effects move focus into the dialog before Radix's focus scope looks.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) returnFocusTo.current = document.activeElement;
  }, [open]);
  useEffect(() => (open ? onCloseAllDialogs(() => onOpenChange(false)) : undefined), [open, onOpenChange]);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-neutral-950/40 backdrop-blur-[2px]" />
        <Dialog.Content
          onOpenAutoFocus={(event) => {
            if (!initialFocus) return;
            const target = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>(initialFocus);
            if (!target) return;
            event.preventDefault();
            target.focus();
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo.current;
            returnFocusTo.current = null;
            if (!target?.isConnected) return;
            event.preventDefault();
            target.focus();
          }}
          className={`fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-surface-line bg-white p-6 shadow-2xl outline-none sm:p-8 ${widthClass}`}
        >
          <Dialog.Title className="text-xl font-semibold tracking-tight text-neutral-900">{title}</Dialog.Title>
          {description ? (
            <Dialog.Description className="mt-1.5 text-sm leading-6 text-neutral-600">{description}</Dialog.Description>
          ) : (
            <Dialog.Description className="sr-only">{title}</Dialog.Description>
          )}
          <div className="mt-6">{children}</div>
          <Dialog.Close
            aria-label="Close"
            className="absolute top-4 right-4 inline-flex size-8 items-center justify-center rounded-md text-neutral-500 transition hover:bg-surface-muted hover:text-neutral-800 focus-visible:outline-2 focus-visible:outline-brand"
          >
            <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.75">
              <path d="M4 4l8 8M12 4l-8 8" strokeLinecap="round" />
            </svg>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
