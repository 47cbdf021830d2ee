import "server-only";

/** A counting semaphore: at most `size` holders at once in this process; the others wait their turn, in order. */
export function createSlots(size: number) {
  let free = size;
  const waiting: (() => void)[] = [];
  return {
    acquire: () =>
      free > 0
        ? Promise.resolve(void (free -= 1))
        : new Promise<void>((resolve) => {
            waiting.push(resolve);
          }),
    release() {
      const next = waiting.shift();
      if (next) next();
      else free += 1;
    },
  };
}
