"use client";

/**
 * Opens the Interest modal on the papers screen. Its code loads on the first opening only.
 */
import dynamic from "next/dynamic";
import { useCallback, useState, type ReactNode } from "react";
import { WaitingForCode } from "@/components/ui/waiting-for-code";
import { importRetrying } from "@/lib/client/shell/import-retrying";

const InterestDialog = dynamic(() => importRetrying(() => import("./interest-dialog")).then((module) => module.InterestDialog), {
  ssr: false,
  loading: () => <WaitingForCode />,
});

export function useInterestDialog(): { open: () => void; dialog: ReactNode } {
  const [used, setUsed] = useState(false);
  const [isOpen, setOpen] = useState(false);
  const open = useCallback(() => {
    setUsed(true);
    setOpen(true);
  }, []);
  // Kept mounted after the first opening, so a half-filled form survives closing and reopening.
  const dialog = used ? <InterestDialog open={isOpen} onOpenChange={setOpen} /> : null;
  return { open, dialog };
}
