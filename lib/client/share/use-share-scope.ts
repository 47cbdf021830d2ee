"use client";

/**
 * Sets the share scope (lib/client/api/share-scope.ts) for as long as the session page shows. A layout effect,
 * called before the page's data hooks: the message list's request starts in SWR's own layout effect, which must
 * find the scope already set, or a visitor's first read goes out without the shareId.
 */
import { useLayoutEffect } from "react";
import { currentShareId, setShareScope } from "@/lib/client/api/share-scope";

export function useShareScope(shareId: string | undefined): void {
  useLayoutEffect(() => {
    setShareScope(shareId);
    return () => {
      // The next page may already have set its own scope.
      if (currentShareId() === shareId) setShareScope(undefined);
    };
  }, [shareId]);
}
