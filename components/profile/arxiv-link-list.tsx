"use client";

/**
 * The preprint link list (spec §2, §5): a link is checked (arXiv host forms, not already listed), its title is
 * looked up (GET /getTitleByUrl), and the title must be new; each listed link shows its title.
 */
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import type { ResearchProfileClient } from "@/lib/contract/entities/user";
import { lookUpLinkTitle } from "@/lib/client/profile/research-profile";
import { arxivLinkProblem, linkTitleProblem } from "@/lib/domain/profile/profile-rules";
import { RemovableList } from "./removable-list";

type Links = ResearchProfileClient["links"];

export function ArxivLinkList({ links, onChange }: { links: Links; onChange: (next: Links) => void }) {
  const [draft, setDraft] = useState("");
  const [problem, setProblem] = useState<string | undefined>();
  const [looking, setLooking] = useState(false);

  async function add() {
    const url = draft.trim();
    const linkProblem = arxivLinkProblem(url, links);
    setProblem(linkProblem);
    if (linkProblem) return;
    setLooking(true);
    const title = await lookUpLinkTitle(url);
    setLooking(false);
    const titleProblem = linkTitleProblem(title, links);
    setProblem(titleProblem);
    if (titleProblem || title === undefined) return;
    onChange([...links, { url, title: title.trim() }]);
    setDraft("");
  }

  return (
    <div>
      <TextField
        label="arXiv papers"
        placeholder="https://arxiv.org/abs/…"
        value={draft}
        error={problem}
        onChange={(event) => {
          setDraft(event.target.value);
          setProblem(undefined);
        }}
        onKeyDown={(event) => {
          if (event.key !== "Enter") return;
          event.preventDefault();
          void add();
        }}
        trailing={
          <Button variant="secondary" busy={looking} onClick={() => void add()}>
            Add
          </Button>
        }
      />
      <RemovableList
        label="arXiv papers added"
        items={links}
        nameOf={(link) => link.title}
        renderItem={(link) => (
          <a href={/^https?:\/\//i.test(link.url) ? link.url : `https://${link.url}`} target="_blank" rel="noopener noreferrer" className="min-w-0 flex-1 truncate text-brand-ink hover:underline">
            {link.title}
          </a>
        )}
        onChange={onChange}
      />
    </div>
  );
}
