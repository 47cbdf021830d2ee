import "server-only";
import type { BackendDeps } from "../deps";
import { type CallRouter, mount } from "../http/mount";
import { logger } from "../logger";
import { hit } from "../services/rate-limit";
import { linkTitle } from "../services/profile/link-title";
import { readResearchProfile, saveResearchProfile } from "../services/profile/research-profile";

/** The research profile (spec §2 Research profile screen, §5 rules, §7 submitPreference / getTitleByUrl). */
export function mountProfileCalls(api: CallRouter, deps: BackendDeps) {
  const log = logger.child({ area: "profile" });
  mount(api, "profile.submitPreference", ({ user, body }) => saveResearchProfile({ ...deps, log }, user.id, body));
  mount(api, "profile.getPreference", ({ user }) => readResearchProfile(deps, user.id));
  mount(api, "profile.getTitleByUrl", async ({ user, query }) => {
    // Each lookup makes the server fetch something: a person adding links needs a few a minute, not hundreds.
    await hit(deps, { bucket: "link-title", subject: user.id, limit: 30, windowSeconds: 60 });
    return linkTitle({ config: deps.config, log }, query.url);
  });
}
