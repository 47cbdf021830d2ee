"use client";

/** "Survey this" on a paper: a Deep Survey seeded with it (lib/client/search/survey-paper.ts). */
import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { PaperSearchItem } from "@/lib/contract/entities/papers";
import { surveyPaper } from "@/lib/client/search/survey-paper";

export function SurveyButton({ paper }: { paper: PaperSearchItem }) {
  const [starting, setStarting] = useState(false);
  return (
    <Button
      variant="link"
      busy={starting}
      aria-label={`Survey this: ${paper.title}`}
      onClick={() => {
        setStarting(true);
        // On success the page navigates away; on failure the submit flow has shown why.
        surveyPaper(paper).finally(() => setStarting(false));
      }}
    >
      Survey this
    </Button>
  );
}
