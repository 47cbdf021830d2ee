/**
 * The "user updated" signal (spec §4): saving the research profile tells a feed on the page to switch to 'my'. A
 * module of its own so the feed listens without loading the profile's calls and cache (a visitor's papers page
 * renders the feed and never saves a profile).
 */
const savedListeners = new Set<() => void>();

/** Returns the unsubscribe. */
export function onResearchProfileSaved(listener: () => void): () => void {
  savedListeners.add(listener);
  return () => {
    savedListeners.delete(listener);
  };
}

export function announceResearchProfileSaved(): void {
  for (const listener of [...savedListeners]) listener();
}
