import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CreditEntryKind } from "@/lib/backend/db/schema";
import { postEntry } from "@/lib/backend/services/credit/ledger";
import { createTestBackend, type TestBackend } from "../support/test-backend";
import { balanceAndSum, entriesOfTask, insertUser, payingAccountId } from "./credit-support";

/**
 * Property: over any sequence of grants, reservations, releases and settlements, each sent once, twice in a row
 * or twice at the same moment (retries and races), the cached balance equals the ledger's sum, both equal the sum
 * of each distinct charge counted once, and no task is settled twice. Amounts are whole ten-thousandths so the
 * model's arithmetic is exact.
 */
let backend: TestBackend;
beforeAll(async () => {
  backend = await createTestBackend({}, { runWorkers: false });
});
afterAll(() => backend.dispose());

type Op = { kind: Extract<CreditEntryKind, "grant" | "reserve" | "release" | "settle">; task: number; units: number; delivery: "once" | "retried" | "raced" };

const opArbitrary: fc.Arbitrary<Op> = fc.record({
  kind: fc.constantFrom("grant", "reserve", "release", "settle"),
  task: fc.integer({ min: 0, max: 3 }),
  units: fc.integer({ min: 0, max: 2_000_000 }),
  delivery: fc.constantFrom("once", "retried", "raced"),
});

const asCredits = (units: number) => (units / 10_000).toFixed(4);

describe("credit ledger (property)", () => {
  it("keeps balance == ledger sum == distinct charges, never charging a key twice", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArbitrary, { minLength: 1, maxLength: 25 }), async (ops) => {
        const userId = await insertUser(backend, "property");
        const accountId = await payingAccountId(backend, userId);
        const tag = `${userId}`;
        const posted = new Map<string, number>([["welcome", 50 * 10_000]]);
        const reserved = new Map<number, number>();
        for (const op of ops) {
          const taskId = `${tag}-task-${op.task}`;
          // A task's release gives back what its reservation took (0 if it never reserved), as settleTaskCredits does.
          const units = op.kind === "grant" ? op.units : op.kind === "release" ? (reserved.get(op.task) ?? 0) : -op.units;
          const key = op.kind === "grant" ? `${tag}:grant:${op.units}` : `task:${taskId}:${op.kind}`;
          const entry = { accountId, userId, taskId: op.kind === "grant" ? null : taskId, kind: op.kind, amount: units / 10_000, idempotencyKey: key };
          const send = () => backend.deps.db.transaction((tx) => postEntry(tx, entry));
          if (op.delivery === "raced") await Promise.all([send(), send()]);
          else {
            await send();
            if (op.delivery === "retried") await send();
          }
          if (!posted.has(key)) {
            posted.set(key, units);
            if (op.kind === "reserve") reserved.set(op.task, op.units);
          }
        }
        const expected = [...posted.values()].reduce((sum, units) => sum + units, 0);
        const { balance, sum } = await balanceAndSum(backend, accountId);
        expect(balance).toBe(sum);
        expect(sum).toBe(asCredits(expected));
        for (let task = 0; task <= 3; task += 1) {
          const counts = await entriesOfTask(backend, `${tag}-task-${task}`);
          for (const n of Object.values(counts)) expect(n).toBe(1);
        }
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});
