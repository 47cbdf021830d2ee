/** Placeholder bubbles while the session loads (spec §2: a skeleton, then the title and messages). */
export function SessionSkeleton() {
  return (
    <div role="status" aria-label="Loading the session" className="flex flex-1 flex-col gap-6 px-5 py-6">
      {[0, 1].map((round) => (
        <div key={round} className="flex flex-col gap-4">
          <div className="ml-auto h-10 w-3/5 animate-pulse rounded-2xl bg-surface-muted" />
          <div className="flex gap-3">
            <div className="size-6 shrink-0 animate-pulse rounded-lg bg-surface-muted" />
            <div className="flex flex-1 flex-col gap-2">
              <div className="h-3.5 w-11/12 animate-pulse rounded bg-surface-muted" />
              <div className="h-3.5 w-4/5 animate-pulse rounded bg-surface-muted" />
              <div className="h-3.5 w-2/3 animate-pulse rounded bg-surface-muted" />
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}
