"use client";

/**
 * The research profile form (spec §2 Research profile screen): topics, scholar link, free-text interest, arXiv
 * links, PDFs and 'Update to my daily feed'. Saving needs a signed-in user (else the login modal) and one of the
 * inputs (spec §5); success says 'Update success' and sends the feed its "user updated" signal.
 */
import { useState } from "react";
import { FormAlert } from "@/components/modals/form-alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import type { ResearchProfileClient } from "@/lib/contract/entities/user";
import { saveResearchProfile } from "@/lib/client/profile/research-profile";
import { openDialog } from "@/lib/client/shell/dialogs";
import { showToast } from "@/lib/client/shell/toast-store";
import { profileProblem } from "@/lib/domain/profile/profile-rules";
import { ArxivLinkList } from "./arxiv-link-list";
import { ProfilePdfList } from "./profile-pdf-list";
import { TopicPicker } from "./topic-picker";

export const UPDATE_SUCCESS = "Update success";

export function ResearchProfileForm({ initial, signedIn, onSaved }: { initial: ResearchProfileClient; signedIn: boolean; onSaved: () => void }) {
  const [profile, setProfile] = useState(initial);
  const [problem, setProblem] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const scholar = profile.googleScholarUrls[0]?.google_scholar_url ?? "";
  const change = (part: Partial<ResearchProfileClient>) => {
    setProfile((previous) => ({ ...previous, ...part }));
    setProblem(undefined);
  };

  async function save() {
    if (!signedIn) {
      openDialog("login");
      return;
    }
    const refused = profileProblem(profile);
    setProblem(refused);
    if (refused) return;
    setSaving(true);
    try {
      await saveResearchProfile(profile);
      showToast("success", UPDATE_SUCCESS);
      onSaved();
    } catch {
      // The api client's §8 policy has shown why; the form keeps what was typed.
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      className="flex flex-col gap-3"
    >
      <TopicPicker chosen={profile.choose} onChange={(choose) => change({ choose })} />
      <TextField
        label="Google Scholar profile"
        placeholder="https://scholar.google.com/citations?user=…"
        value={scholar}
        onChange={(event) =>
          change({ googleScholarUrls: [{ google_scholar_url: event.target.value }, ...profile.googleScholarUrls.slice(1)] })
        }
      />
      <div>
        <label htmlFor="research-interest" className="mb-1.5 block text-sm font-medium text-neutral-800">
          Research interest
        </label>
        <textarea
          id="research-interest"
          rows={3}
          value={profile.text}
          placeholder="What are you working on? What would you like to read about?"
          onChange={(event) => change({ text: event.target.value })}
          className="w-full rounded-lg border border-surface-line px-3 py-2 text-sm shadow-xs outline-none focus:border-brand focus:ring-4 focus:ring-brand/15"
        />
      </div>
      <ArxivLinkList links={profile.links} onChange={(links) => change({ links })} />
      <ProfilePdfList files={profile.files} onChange={(files) => change({ files })} />
      <FormAlert message={problem} />
      <Button type="submit" block busy={saving} className="mt-2">
        Update to my daily feed
      </Button>
    </form>
  );
}
