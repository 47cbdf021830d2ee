import { useState } from "react";

/**
 * True from the first render in which `open` is true, and from then on. A dialog whose code loads on its first
 * opening mounts then and stays mounted, so it closes through its own close (focus returned, scroll given back)
 * rather than by vanishing, and keeps what was typed in it between openings.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // Adjusted while rendering (React's pattern for state derived from props), so the dialog mounts in the same commit.
  if (open && !opened) setOpened(true);
  return opened;
}
