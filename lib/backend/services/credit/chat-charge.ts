import "server-only";
import { ContractError } from "@/lib/contract";
import { ResultCode } from "@/lib/contract/codes";
import type { BackendConfig } from "../../config";
import type { Transaction } from "../../db/client";
import { accountForUser, lockedAccount } from "./accounts";
import { formatCredits } from "./charging";
import { postEntry } from "./ledger";

/** The history row's agentName for a general chat turn. */
export const CHAT_AGENT_NAME = "Chat";

export type ChargedTurn = { userId: string; messageId: string; query: string };

/**
 * A general chat turn's charge (CHAT_CREDIT_PER_TURN; 0, the default, makes the chat free). Charged when the
 * turn is sent, in the transaction that stores the user's message, so a refused turn (5016) leaves nothing behind
 * and a stored one is charged once (key `chat:<message id>`). A turn that fails later is not refunded: the
 * model call it made was real.
 */
export async function chargeChatTurn(tx: Transaction, config: Pick<BackendConfig, "CHAT_CREDIT_PER_TURN">, turn: ChargedTurn): Promise<void> {
  const price = config.CHAT_CREDIT_PER_TURN;
  if (price <= 0) return;
  const { account } = await accountForUser(tx, turn.userId);
  const locked = (await lockedAccount(tx, account.id)) ?? account;
  if (locked.balance < price) {
    throw new ContractError(
      ResultCode.insufficientCredit,
      `Insufficient credit: a chat message costs ${formatCredits(price)} credits and ${formatCredits(locked.balance)} remain.`,
    );
  }
  await postEntry(tx, {
    accountId: locked.id,
    userId: turn.userId,
    kind: "chat",
    amount: -price,
    idempotencyKey: `chat:${turn.messageId}`,
    agentName: CHAT_AGENT_NAME,
    description: turn.query,
  });
}
