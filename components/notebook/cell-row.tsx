/** Jupyter's layout: a narrow prompt column ("In [1]:", "Out [1]:") beside the cell's or output's content. */
import type { ReactNode } from "react";

export function CellRow({ prompt, promptClassName = "", children }: { prompt: string; promptClassName?: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[4.5rem_minmax(0,1fr)] gap-2">
      <div className={`pt-2 text-right font-mono text-xs whitespace-nowrap select-none ${promptClassName}`}>{prompt}</div>
      <div className="min-w-0">{children}</div>
    </div>
  );
}
