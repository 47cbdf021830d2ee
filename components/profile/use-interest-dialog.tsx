"use client";

/**
 * Opens the Interest modal from wherever it is offered (the user menu, the papers screen). Its code loads on
 * the first opening only, so the chat and session pages' first load does not grow.
 */
import dynamic from "next/dynamic";
import { useCallback, useState, type ReactNode } from "react";

const InterestDialog = dynamic(() => import("./interest-dialog").then((module) => module.InterestDialog), { ssr: false });

export const RESEARCH_PROFILE_LABEL = "Research profile";

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
