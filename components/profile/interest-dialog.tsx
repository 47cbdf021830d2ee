"use client";

/**
 * The Interest modal (spec §2 Modals: research profile): the saved profile read into the form. Loaded on its
 * first opening (components/profile/use-interest-dialog.tsx), so no page pays for it up front.
 */
import { useAuthSession } from "@/lib/client/account/auth-session";
import { ModalFrame } from "@/components/modals/modal-frame";
import { Spinner } from "@/components/ui/button";
import { useResearchProfile } from "@/lib/client/profile/research-profile";
import { profileToClient } from "@/lib/domain/profile/profile-mapping";
import { ResearchProfileForm } from "./research-profile-form";

export function InterestDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { status } = useAuthSession();
  const signedIn = status === "authenticated";
  const profile = useResearchProfile(signedIn);
  const loading = signedIn && profile.isLoading;
  return (
    <ModalFrame
      open={open}
      onOpenChange={onOpenChange}
      title="Research profile"
      description="Tell us what you work on: your daily feed ranks new papers by it."
      widthClass="max-w-[640px]"
    >
      {loading ? (
        <div role="status" aria-label="Loading your research profile" className="flex justify-center py-10">
          <Spinner className="size-6" />
        </div>
      ) : (
        // Keyed by the loaded profile: the form starts from what was saved, once it has arrived.
        <ResearchProfileForm
          key={profile.data ? "saved" : "empty"}
          initial={profileToClient(profile.data)}
          signedIn={signedIn}
          onSaved={() => onOpenChange(false)}
        />
      )}
    </ModalFrame>
  );
}
