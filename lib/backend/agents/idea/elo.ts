/**
 * The idea tournament's Elo ratings (issue 18 "Ranking"): ideas meet in pairwise matches the model judges, and
 * every idea's rating is replayed from the judgments in the order they were made. Pure and deterministic: the same
 * ordered judgments always give the same ratings and ranks, so a resumed run (which rebuilds them from its
 * trajectory) and the unit tests agree with the run that made them.
 */
export const INITIAL_RATING = 1200;
/** How far one match moves a rating: the usual chess value, big enough for a handful of matches to separate ideas. */
export const K_FACTOR = 32;

export type Judgment = { a: string; b: string; winner: string };

export type Standing = { id: string; rating: number; wins: number; losses: number; played: number; rank: number };

/** The probability the classic Elo model gives `rating` of beating `opponent`. */
export function expectedScore(rating: number, opponent: number): number {
  return 1 / (1 + 10 ** ((opponent - rating) / 400));
}

/**
 * Every entrant's standing after the judgments, best first. Ties (equal ratings) go to more wins, then to the idea
 * that entered the tournament first, so the order never depends on anything but the judgments.
 */
export function playTournament(judgments: readonly Judgment[]): Standing[] {
  const table = new Map<string, Omit<Standing, "rank">>();
  const entrant = (id: string) => {
    let found = table.get(id);
    if (!found) {
      found = { id, rating: INITIAL_RATING, wins: 0, losses: 0, played: 0 };
      table.set(id, found);
    }
    return found;
  };
  for (const { a, b, winner } of judgments) {
    const first = entrant(a);
    const second = entrant(b);
    const scoreA = winner === a ? 1 : 0;
    const expectedA = expectedScore(first.rating, second.rating);
    const change = K_FACTOR * (scoreA - expectedA);
    first.rating += change;
    second.rating -= change;
    const [won, lost] = scoreA === 1 ? [first, second] : [second, first];
    won.wins += 1;
    lost.losses += 1;
    first.played += 1;
    second.played += 1;
  }
  const entryOrder = [...table.keys()];
  return [...table.values()]
    .sort((x, y) => y.rating - x.rating || y.wins - x.wins || entryOrder.indexOf(x.id) - entryOrder.indexOf(y.id))
    .map((standing, index) => ({ ...standing, rank: index + 1 }));
}

/**
 * The next pairing, Swiss style: among the entrants, the two that have not met yet whose ratings are closest
 * (fewest matches played first on a tie), so each match tells the most. Undefined once every pair has met.
 */
export function nextPairing(entrants: readonly string[], judgments: readonly Judgment[]): [string, string] | undefined {
  const standings = new Map(playTournament(judgments).map((standing) => [standing.id, standing]));
  const met = new Set(judgments.flatMap(({ a, b }) => [`${a}\n${b}`, `${b}\n${a}`]));
  const rating = (id: string) => standings.get(id)?.rating ?? INITIAL_RATING;
  const played = (id: string) => standings.get(id)?.played ?? 0;
  let best: { pair: [string, string]; gap: number; played: number } | undefined;
  entrants.forEach((a, i) => {
    for (const b of entrants.slice(i + 1)) {
      if (met.has(`${a}\n${b}`)) continue;
      const gap = Math.abs(rating(a) - rating(b));
      const together = played(a) + played(b);
      if (!best || gap < best.gap || (gap === best.gap && together < best.played)) best = { pair: [a, b], gap, played: together };
    }
  });
  return best?.pair;
}
