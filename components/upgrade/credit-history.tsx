"use client";

/**
 * Credit history (spec §3 "Credit history row": createdAt, agentName, task, creditUsage shown as a negative
 * number), twenty rows a page with Previous and Next.
 */
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useCreditHistoryPage } from "@/lib/client/account/credit-history";
import { agentLabel, usageShown } from "@/lib/domain/account/credit-history";
import { timestampMs } from "@/lib/domain/account/subscription";
import { EmptyNote, LoadingRows, UpgradeSection } from "./upgrade-section";

function when(createdAt: string | number): string {
  const at = timestampMs(createdAt);
  return Number.isFinite(at) ? new Date(at).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" }) : String(createdAt);
}

export function CreditHistory() {
  const [page, setPage] = useState(1);
  const { data, error, isLoading, hasNext } = useCreditHistoryPage(true, page);
  const rows = data ?? [];

  let body;
  if (isLoading && rows.length === 0) body = <LoadingRows label="Loading credit history" />;
  else if (error || rows.length === 0) body = <EmptyNote>{page === 1 ? "No credits used yet." : "No more history."}</EmptyNote>;
  else
    body = (
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Credit history, page {page}</caption>
          <thead className="text-xs text-neutral-500">
            <tr>
              <th scope="col" className="py-2 pr-4 font-medium">Time</th>
              <th scope="col" className="py-2 pr-4 font-medium">Agent</th>
              <th scope="col" className="py-2 pr-4 font-medium">Task</th>
              <th scope="col" className="py-2 text-right font-medium">Credits</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-surface-line">
            {rows.map((row, index) => (
              <tr key={`${row.createdAt}-${index}`}>
                <td className="py-2.5 pr-4 whitespace-nowrap text-neutral-600">{when(row.createdAt)}</td>
                <td className="py-2.5 pr-4 whitespace-nowrap text-neutral-800">{agentLabel(row)}</td>
                <td className="max-w-72 truncate py-2.5 pr-4 text-neutral-600" title={row.task ?? undefined}>{row.task ?? "—"}</td>
                <td className="py-2.5 text-right font-medium whitespace-nowrap text-red-600 tabular-nums">{usageShown(row.creditUsage)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );

  return (
    <UpgradeSection title="Credit history">
      {body}
      {page > 1 || hasNext ? (
        <nav aria-label="Credit history pages" className="mt-4 flex items-center justify-end gap-3 text-sm text-neutral-600">
          <Button variant="ghost" disabled={page === 1} onClick={() => setPage((value) => value - 1)}>
            Previous
          </Button>
          <span>Page {page}</span>
          <Button variant="ghost" disabled={!hasNext} onClick={() => setPage((value) => value + 1)}>
            Next
          </Button>
        </nav>
      ) : null}
    </UpgradeSection>
  );
}
