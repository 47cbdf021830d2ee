/**
 * 'Clear the input' requests from outside the home screen: the sidebar's New Project and the mobile top bar's
 * clear-input icon live in the shell, the input's state lives in the page.
 */
const listeners = new Set<() => void>();

export function onClearHomeInput(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function clearHomeInput(): void {
  for (const listener of listeners) listener();
}
