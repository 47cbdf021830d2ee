import type { Metadata } from "next";

/** /papers' metadata, for a signed-in user's screen and a visitor's page alike (proxy.ts chooses between them). */
export const PAPERS_METADATA: Metadata = {
  title: "Papers",
  description: "Today's hot papers, your daily feed ranked by your research profile, and paper search.",
};
