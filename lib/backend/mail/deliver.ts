import "server-only";
import type { BackendConfig } from "../config";
import { logger } from "../logger";
import { sendMail, type MailMessage } from "./send-mail";

/**
 * Mail that an answer must not wait for. Sending a code answers the same way, and in the same time, whether or
 * not a mail goes out (no account enumeration by timing an SMTP round trip), so delivery happens after the answer.
 */
const pending = new Set<Promise<void>>();

export function deliverInBackground(config: BackendConfig, message: MailMessage): void {
  const delivery = sendMail(config, message).catch((error: unknown) => {
    // Nobody is waiting for this answer any more; the log is where a failed delivery can be seen.
    logger.error({ area: "mail", err: error, to: message.to }, "mail delivery failed");
  });
  pending.add(delivery);
  void delivery.finally(() => pending.delete(delivery));
}

/** Resolves once every delivery started so far has finished (used at shutdown and by tests). */
export async function mailSettled(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}
