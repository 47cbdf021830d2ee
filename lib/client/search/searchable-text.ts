/**
 * Whether typed text starts a search: only when something is left after trimming (spec §2). A module of its own so
 * the search box carries no call layer: on a visitor's papers page it opens the login modal instead of searching.
 */
export function searchableText(text: string): string | undefined {
  const trimmed = text.trim();
  return trimmed === "" ? undefined : trimmed;
}
