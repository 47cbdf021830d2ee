"use client";

/**
 * The Projects history (spec §2 Layout): GET /chat_session/list, each entry its title or '(Untitled: {id})',
 * skeleton rows while loading, the full title in a tooltip, the open project highlighted.
 */
import Link from "next/link";
import { usePathname } from "next/navigation";
import { Tooltip } from "@/components/ui/tooltip";
import { useSessionList } from "@/lib/client/shell/session-list";
import { sessionPagePath } from "@/lib/domain/chat/session-path";
import { sessionTitle } from "@/lib/domain/chat/session-title";

const SKELETON_ROWS = [72, 56, 84, 64, 48];

export function ProjectsList({ onNavigate }: { onNavigate?: () => void }) {
  const { data, isLoading } = useSessionList(true);
  const pathname = usePathname();

  return (
    <nav aria-labelledby="projects-heading" className="flex min-h-0 flex-1 flex-col">
      <h2 id="projects-heading" className="px-5 pb-2 text-xs font-semibold tracking-wide text-neutral-500 uppercase">
        Projects
      </h2>
      {isLoading && !data ? (
        <div role="status" aria-label="Loading projects" className="flex flex-col gap-2 px-5 pt-1">
          {SKELETON_ROWS.map((width) => (
            <span key={width} aria-hidden="true" className="h-6 animate-pulse rounded-md bg-surface-line/70" style={{ width: `${width}%` }} />
          ))}
        </div>
      ) : data && data.length > 0 ? (
        <ul className="min-h-0 flex-1 overflow-y-auto px-3 pb-2">
          {data.map((item) => {
            const title = sessionTitle(item);
            const href = sessionPagePath(item);
            const current = pathname === href.split("?")[0];
            return (
              <li key={String(item.id)}>
                <Tooltip
                  content={title}
                  side="right"
                  sideOffset={10}
                  delayMs={400}
                  className="max-w-xs"
                >
                  <Link
                    href={href}
                    onClick={onNavigate}
                    aria-current={current ? "page" : undefined}
                    className={`block truncate rounded-lg px-2.5 py-2 text-sm transition focus-visible:outline-2 focus-visible:outline-brand ${
                      current ? "bg-brand-soft font-medium text-brand-ink" : "text-neutral-700 hover:bg-surface-muted"
                    }`}
                  >
                    {title}
                  </Link>
                </Tooltip>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="px-5 text-sm text-neutral-500">{data ? "No projects yet" : ""}</p>
      )}
    </nav>
  );
}
