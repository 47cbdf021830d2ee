/**
 * A clock for the backend under test (BackendDeps.now): real time plus an offset that only moves forward.
 * Rate-limit windows are fixed and epoch-aligned, so a test that counts attempts first moves to just after a
 * window's start; otherwise a run that straddles a boundary would see the count reset halfway.
 */
export type TestClock = {
  now: () => Date;
  advance(ms: number): void;
  /** Jumps to `into` ms after the start of the next window of `windowMs`. */
  toNextWindow(windowMs: number, into?: number): void;
};

export function createTestClock(): TestClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance(ms) {
      offset += ms;
    },
    toNextWindow(windowMs, into = 1000) {
      const current = Date.now() + offset;
      offset += Math.ceil(current / windowMs) * windowMs + into - current;
    },
  };
}
