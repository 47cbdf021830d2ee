import path from "node:path";
import { describe, expect, it } from "vitest";
import { clientChainTo, relative } from "./import-graph";
import { repoRoot } from "./source-lines";

/**
 * Radix Dialog (focus trap, scroll lock, ~20 kB before compression) loads with a dialog's first opening, not with a
 * page (lib/client/shell/opened-once.ts): the app shell's drawer and account dialogs, the session page's Share modal
 * and terminate popup. So the pages people land on and work in reach it by no static import from a client module.
 * /upgrade is left out: its confirmations are part of what the page is for.
 */
const PAGES_WITHOUT_DIALOG_CODE = [
  "app/(app)/layout.tsx",
  "app/(app)/[agent]/page.tsx",
  "app/(app)/papers/page.tsx",
  "app/(app)/search-v1/[sessionId]/page.tsx",
];

const chainToDialog = (entry: string) => clientChainTo(path.join(repoRoot, entry), (name) => name === "@radix-ui/react-dialog");

describe("dialogs load on their first opening", () => {
  it("finds the dialog code where a page imports it statically (/upgrade's confirmations)", () => {
    expect(chainToDialog("app/(app)/upgrade/page.tsx")?.at(-1)).toBe("@radix-ui/react-dialog");
  });

  it.each(PAGES_WITHOUT_DIALOG_CODE)("%s reaches Radix Dialog from no client module", (entry) => {
    expect(chainToDialog(entry)?.map(relative).join(" → ")).toBeUndefined();
  });
});
