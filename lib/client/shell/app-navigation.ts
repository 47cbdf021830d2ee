/**
 * Client-side navigation for code outside React (the submit flow): the app's router registers itself here
 * (components/ui/router-bridge.tsx); before it has, a full page load still gets the user there.
 */
export type Navigate = (url: string) => void;

let navigator: Navigate | undefined;

export function registerNavigator(next: Navigate): () => void {
  navigator = next;
  return () => {
    if (navigator === next) navigator = undefined;
  };
}

export function navigateTo(url: string): void {
  if (navigator) navigator(url);
  else if (typeof window !== "undefined") window.location.assign(url);
}
