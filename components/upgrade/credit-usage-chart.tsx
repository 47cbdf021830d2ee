"use client";

/**
 * Credits used per day and agent (issue 19 item 5: a chart where people would rather look than read), drawn as
 * stacked SVG bars from the newest history rows; no chart library is loaded for it. Each bar segment has a title
 * for hover, and the figure's label sums it up for screen readers (the history table holds the rows).
 */
import { useCreditUsageForChart } from "@/lib/client/account/credit-history";
import { formatCredits, usageSeries } from "@/lib/domain/account/credit-history";
import { EmptyNote, LoadingRows, UpgradeSection } from "./upgrade-section";

const PALETTE = ["#4f46e5", "#0891b2", "#d97706", "#059669", "#db2777", "#7c3aed", "#64748b"];
const WIDTH = 640;
const HEIGHT = 180;
const AXIS = 24;

export function CreditUsageChart() {
  const { data, error, isLoading } = useCreditUsageForChart(true);
  let body;
  if (isLoading) body = <LoadingRows label="Loading credit usage" rows={2} />;
  else if (error || !data) body = <EmptyNote>Credit usage could not be loaded.</EmptyNote>;
  else {
    const series = usageSeries(data);
    if (series.days.length === 0) body = <EmptyNote>No credits used yet.</EmptyNote>;
    else {
      const slot = WIDTH / series.days.length;
      const barWidth = Math.min(40, slot * 0.6);
      const scale = series.maxTotal > 0 ? (HEIGHT - AXIS) / series.maxTotal : 0;
      const total = series.totals.reduce((sum, value) => sum + value, 0);
      body = (
        <figure>
          <svg
            role="img"
            aria-label={`Credits used per day by agent: ${formatCredits(total)} credits over ${series.days.length} days`}
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            className="h-48 w-full"
          >
            <line x1={0} x2={WIDTH} y1={HEIGHT - AXIS} y2={HEIGHT - AXIS} stroke="#e5e7eb" />
            {series.days.map((day, dayIndex) => {
              let top = HEIGHT - AXIS;
              const x = dayIndex * slot + (slot - barWidth) / 2;
              return (
                <g key={day}>
                  {series.lines.map((line, lineIndex) => {
                    const value = line.values[dayIndex] ?? 0;
                    if (value === 0) return null;
                    const height = value * scale;
                    top -= height;
                    return (
                      <rect key={line.label} x={x} y={top} width={barWidth} height={height} fill={PALETTE[lineIndex % PALETTE.length]}>
                        <title>{`${day} · ${line.label}: ${formatCredits(value)} credits`}</title>
                      </rect>
                    );
                  })}
                  <text x={dayIndex * slot + slot / 2} y={HEIGHT - 6} textAnchor="middle" fontSize="11" fill="#6b7280">
                    {day.slice(5)}
                  </text>
                </g>
              );
            })}
          </svg>
          <figcaption className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-neutral-600">
            {series.lines.map((line, lineIndex) => (
              <span key={line.label} className="inline-flex items-center gap-1.5">
                <span aria-hidden="true" className="size-2.5 rounded-sm" style={{ background: PALETTE[lineIndex % PALETTE.length] }} />
                {line.label}
              </span>
            ))}
          </figcaption>
        </figure>
      );
    }
  }
  return <UpgradeSection title="Credit usage">{body}</UpgradeSection>;
}
