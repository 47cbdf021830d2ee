import { describe, expect, it } from "vitest";
import { expectedScore, INITIAL_RATING, K_FACTOR, nextPairing, playTournament } from "@/lib/backend/agents/idea/elo";

const scripted = [
  { a: "idea-1", b: "idea-2", winner: "idea-1" },
  { a: "idea-2", b: "idea-3", winner: "idea-2" },
  { a: "idea-1", b: "idea-3", winner: "idea-3" },
  { a: "idea-1", b: "idea-2", winner: "idea-1" },
];

describe("the Elo tournament", () => {
  it("starts every idea at the initial rating and moves an even match by half the K-factor", () => {
    expect(INITIAL_RATING).toBe(1200);
    expect(K_FACTOR).toBe(32);
    expect(expectedScore(1200, 1200)).toBe(0.5);
    expect(playTournament([{ a: "x", b: "y", winner: "y" }])).toEqual([
      { id: "y", rating: 1216, wins: 1, losses: 0, played: 1, rank: 1 },
      { id: "x", rating: 1184, wins: 0, losses: 1, played: 1, rank: 2 },
    ]);
  });

  it("gives the same scores and ranks for the same scripted judgments, every time", () => {
    const first = playTournament(scripted);
    // Worked out independently of the module (a few lines of Python over the same formula).
    expect(playTournament(scripted)).toEqual(first);
    expect(first.map((s) => [s.id, s.rank, Math.round(s.rating * 100) / 100, s.wins, s.losses])).toEqual([
      ["idea-1", 1, 1214.6, 2, 1],
      ["idea-3", 2, 1200.77, 1, 1],
      ["idea-2", 3, 1184.63, 1, 2],
    ]);
    // Ratings only move between players: the total is conserved.
    expect(first.reduce((sum, s) => sum + s.rating, 0)).toBeCloseTo(3 * INITIAL_RATING, 9);
  });

  it("depends on the order of the judgments, as Elo does", () => {
    const reversed = playTournament([...scripted].reverse());
    expect(reversed.find((s) => s.id === "idea-3")?.rating).not.toBeCloseTo(playTournament(scripted).find((s) => s.id === "idea-3")?.rating ?? 0, 6);
  });

  it("breaks a rating tie by wins, then by who entered first", () => {
    const standings = playTournament([
      { a: "a", b: "b", winner: "a" },
      { a: "c", b: "d", winner: "c" },
    ]);
    expect(standings.map((s) => s.id)).toEqual(["a", "c", "b", "d"]);
  });

  it("pairs the closest ratings that have not met yet, and nothing once all have met", () => {
    expect(nextPairing(["a", "b", "c"], [])).toEqual(["a", "b"]);
    expect(nextPairing(["a", "b", "c", "d"], [{ a: "a", b: "b", winner: "a" }])).toEqual(["c", "d"]);
    const allMet = [
      { a: "a", b: "b", winner: "a" },
      { a: "b", b: "c", winner: "b" },
      { a: "c", b: "a", winner: "a" },
    ];
    expect(nextPairing(["a", "b", "c"], allMet)).toBeUndefined();
  });
});
