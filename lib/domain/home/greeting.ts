/** The home screen's greeting: time of day from the visitor's own clock, plus the first name when signed in. */
export type DayPart = "morning" | "afternoon" | "evening";

export function dayPart(hour: number): DayPart {
  if (hour >= 5 && hour < 12) return "morning";
  if (hour >= 12 && hour < 18) return "afternoon";
  return "evening";
}

export function greeting(hour: number, name?: string | null): string {
  const base = `Good ${dayPart(hour)}`;
  const first = name?.trim().split(/\s+/)[0];
  // An email stands in for a name on some accounts; greeting someone by their address reads oddly.
  return first && !first.includes("@") ? `${base}, ${first}` : base;
}
