"use client";

/**
 * The sidebar as a drawer on narrow screens (Radix Dialog: focus trap, Escape, the page's scroll held). Loaded on the
 * drawer's first opening (mobile-sidebar.tsx), so no page carries the dialog's code until someone opens it.
 */
import * as Dialog from "@radix-ui/react-dialog";
import { CloseIcon } from "@/components/ui/icons";
import { SidebarContent } from "./sidebar-content";

export function MobileSidebarDrawer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const close = (
    <Dialog.Close
      aria-label="Close sidebar"
      className="flex size-9 items-center justify-center rounded-lg text-neutral-500 hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-brand"
    >
      <CloseIcon />
    </Dialog.Close>
  );
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-neutral-900/40 desk:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-sidebar max-w-[85vw] flex-col bg-white shadow-xl focus:outline-none desk:hidden"
        >
          <Dialog.Title className="sr-only">Sidebar</Dialog.Title>
          <SidebarContent toggle={close} onNavigate={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
