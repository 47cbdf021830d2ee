/** How the user entry names the signed-in user (spec §2 Layout: initial of the name, signed-in method, email). */
export type DisplayedUser = {
  name?: string | null;
  userName?: string | null;
  email?: string | null;
  platform?: string | null;
  googleEmail?: string | null;
  githubEmail?: string | null;
};

const METHOD_NAMES: Readonly<Record<string, string>> = { email: "Email", google: "Google", github: "GitHub" };

function firstNonBlank(...values: (string | null | undefined)[]): string | undefined {
  return values.map((value) => value?.trim()).find((value): value is string => Boolean(value));
}

export function userDisplayName(user: DisplayedUser): string {
  return firstNonBlank(user.name, user.userName, user.email, user.googleEmail, user.githubEmail) ?? "Account";
}

/** The address the tooltip shows: the account's own, else the provider-linked one of the method used. */
export function userEmail(user: DisplayedUser): string | undefined {
  const linked = user.platform === "github" ? user.githubEmail : user.platform === "google" ? user.googleEmail : undefined;
  return firstNonBlank(user.email, linked, user.googleEmail, user.githubEmail);
}

/** One character, upper-cased; surrogate pairs (emoji, CJK extensions) stay whole. */
export function userInitial(user: DisplayedUser): string {
  const source = firstNonBlank(user.name, user.userName, userEmail(user));
  const first = source ? Array.from(source)[0] : undefined;
  return first ? first.toLocaleUpperCase() : "?";
}

export function signedInMethodLabel(platform: string | null | undefined): string {
  const key = platform?.trim().toLowerCase();
  if (!key) return "Signed in";
  return `Signed in with ${METHOD_NAMES[key] ?? platform}`;
}
