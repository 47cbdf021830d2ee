"use client";

/**
 * 'Continue with Google' and 'Continue with GitHub' (spec §4 sign-in methods), each shown only when that
 * provider is configured on the server, followed by an "or" rule when any is shown.
 */
import { useState, type ComponentType } from "react";
import { Button } from "@/components/ui/button";
import { signInWithOAuth, type OAuthProviderId } from "@/lib/client/account/auth-client";
import { showToast } from "@/lib/client/shell/toast-store";
import { useProviderIds } from "@/lib/client/account/use-provider-ids";
import { AccountMessage } from "@/lib/domain/account/account-messages";
import { GitHubIcon, GoogleIcon } from "./provider-icons";

const PROVIDERS: readonly { id: OAuthProviderId; label: string; icon: ComponentType }[] = [
  { id: "google", label: "Continue with Google", icon: GoogleIcon },
  { id: "github", label: "Continue with GitHub", icon: GitHubIcon },
];

export function ProviderButtons() {
  const ids = useProviderIds();
  const [leaving, setLeaving] = useState<OAuthProviderId>();
  const shown = PROVIDERS.filter((provider) => ids?.has(provider.id));
  if (shown.length === 0) return null;

  async function start(id: OAuthProviderId) {
    setLeaving(id);
    const outcome = await signInWithOAuth(id);
    // A successful start leaves the page, so only a failure comes back here.
    if (outcome?.kind === "failed") {
      setLeaving(undefined);
      showToast("error", AccountMessage.loginFailed);
    }
  }

  return (
    <div className="mb-5">
      <div className="space-y-3">
        {shown.map(({ id, label, icon: Icon }) => (
          <Button key={id} variant="secondary" block busy={leaving === id} disabled={leaving !== undefined} onClick={() => start(id)}>
            {leaving === id ? null : <Icon />}
            {label}
          </Button>
        ))}
      </div>
      <div className="mt-5 flex items-center gap-3 text-xs font-medium tracking-wide text-neutral-400 uppercase" aria-hidden="true">
        <span className="h-px flex-1 bg-surface-line" />
        or
        <span className="h-px flex-1 bg-surface-line" />
      </div>
    </div>
  );
}
