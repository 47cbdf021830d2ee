/**
 * The papers screen's layout (spec §2): the heading with the way into the research profile, the search box, an
 * opened paper, then the feed or the search list. No client directive: the signed-in screen fills it in the
 * browser, and a visitor's page (components/visitor/visitor-papers.tsx) on the server.
 */
import type { ReactNode } from "react";

export type PapersFrameProps = {
  /** The way into the research profile (the Interest modal, or the login modal for a visitor). */
  profileButton: ReactNode;
  searchBox: ReactNode;
  /** The paper a pid, fpid or efpid parameter opened, if any. */
  opened: ReactNode;
  /** The feed, or the search list. */
  children: ReactNode;
  /** After the scrolling column: the screen's dialogs. */
  after?: ReactNode;
};

export function PapersFrame({ profileButton, searchBox, opened, children, after }: PapersFrameProps) {
  return (
    <div className="h-full overflow-y-auto">
      <div className="mx-auto flex w-full max-w-4xl flex-col gap-5 px-4 py-8 desk:px-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-semibold tracking-tight text-brand-ink">Papers</h1>
          {profileButton}
        </div>
        {searchBox}
        {opened}
        {children}
      </div>
      {after}
    </div>
  );
}
