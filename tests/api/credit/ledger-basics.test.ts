import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountForUser } from "@/lib/backend/services/credit/accounts";
import { balanceOf, ledgerSum, postEntry } from "@/lib/backend/services/credit/ledger";
import { createTestBackend, type TestBackend } from "../support/test-backend";
import { insertUser } from "./credit-support";

let backend: TestBackend;
beforeAll(async () => {
  backend = await createTestBackend({}, { runWorkers: false });
});
afterAll(() => backend.dispose());

describe("credit ledger", () => {
  it("makes a free personal account with 50 credits once, however many first requests race", async () => {
    const userId = await insertUser(backend);
    const accounts = await Promise.all(
      Array.from({ length: 5 }, () => backend.deps.db.transaction((tx) => accountForUser(tx, userId))),
    );
    expect(new Set(accounts.map((paying) => paying.account.id)).size).toBe(1);
    const [{ account }] = accounts as [(typeof accounts)[number]];
    expect(account.plan).toBe("free");
    expect(await balanceOf(backend.deps.db, account.id)).toBe(50);
    expect(await ledgerSum(backend.deps.db, account.id)).toBe("50.0000");
  });

  it("posts an entry once per idempotency key and keeps fractional sums exact", async () => {
    const userId = await insertUser(backend);
    const { account } = await backend.deps.db.transaction((tx) => accountForUser(tx, userId));
    const post = (key: string, amount: number) =>
      backend.deps.db.transaction((tx) => postEntry(tx, { accountId: account.id, userId, kind: "chat", amount, idempotencyKey: key }));
    expect(await post("chat:a", -0.1)).toEqual({ posted: true });
    expect(await post("chat:a", -0.1)).toEqual({ posted: false });
    expect(await post("chat:b", -0.2)).toEqual({ posted: true });
    expect(await ledgerSum(backend.deps.db, account.id)).toBe("49.7000");
    expect(await balanceOf(backend.deps.db, account.id)).toBe(49.7);
  });
});
