"use client";

/** The configured sign-in providers, for showing only the buttons that can work (DESIGN §4). */
import { useEffect, useState } from "react";
import { loadProviderIds } from "./auth-client";

const NONE: ReadonlySet<string> = new Set();

/** Undefined while asking; an empty set when the list cannot be had. */
export function useProviderIds(): ReadonlySet<string> | undefined {
  const [ids, setIds] = useState<ReadonlySet<string>>();
  useEffect(() => {
    let live = true;
    loadProviderIds().then(
      (found) => live && setIds(found),
      () => live && setIds(NONE),
    );
    return () => {
      live = false;
    };
  }, []);
  return ids;
}
