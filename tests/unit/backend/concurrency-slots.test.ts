import { describe, expect, it } from "vitest";
import { createSlots } from "@/lib/backend/concurrency-slots";

/** Password hashing and task runs share this gate: past its size, work waits its turn instead of piling up. */
describe("concurrency slots", () => {
  it("lets at most `size` holders run at once and hands freed slots on in order", async () => {
    const slots = createSlots(2);
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    await Promise.all(
      [0, 1, 2, 3, 4].map(async (index) => {
        await slots.acquire();
        running += 1;
        peak = Math.max(peak, running);
        order.push(index);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
        slots.release();
      }),
    );
    expect(peak).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4]);
  });
});
