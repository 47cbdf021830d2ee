import "server-only";
import type { ProviderName } from "./provider-http";

/** What a sign-in provider told us about its user, reduced to what accounts need. */
export type ProviderProfile = {
  provider: ProviderName;
  /** The provider's stable id for the person (GitHub's numeric id, Google's `sub`); never the address. */
  providerUserId: string;
  /** Only an address the provider has verified; undefined when it has none. */
  verifiedEmail: string | undefined;
  name: string | null;
  userName: string | null;
};
