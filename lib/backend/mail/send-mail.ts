import "server-only";
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import nodemailer, { type Transporter } from "nodemailer";
import type { BackendConfig } from "../config";
import { logger } from "../logger";
import { runtimePath } from "../runtime-path";

/**
 * Outgoing mail (DESIGN §3): over SMTP when SMTP_URL is set, otherwise into the dev outbox
 * `$DATA_DIR/outbox/<timestamp>-<random>.eml` plus one log line, so codes reach a developer without a mail server
 * (in production only with MAIL_OUTBOX=1, see config.ts).
 */
export type MailMessage = { to: string; subject: string; text: string };

type MailConfig = Pick<BackendConfig, "SMTP_URL" | "MAIL_FROM" | "DATA_DIR" | "NODE_ENV">;

/** One transporter per SMTP URL: nodemailer keeps its settings parsed; tests use several fake servers. */
const smtpTransports = new Map<string, Transporter>();

/** Renders the message as RFC 822 text (CRLF line ends) without sending it anywhere. */
const rfc822 = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });

export async function sendMail(config: MailConfig, message: MailMessage): Promise<void> {
  const envelope = { from: config.MAIL_FROM, to: message.to, subject: message.subject, text: message.text };
  if (config.SMTP_URL) {
    let transport = smtpTransports.get(config.SMTP_URL);
    if (!transport) {
      transport = nodemailer.createTransport(withTimeouts(config.SMTP_URL));
      smtpTransports.set(config.SMTP_URL, transport);
    }
    await transport.sendMail(envelope);
    logger.info({ area: "mail", to: message.to }, "mail sent over SMTP");
    return;
  }
  const rendered = await rfc822.sendMail(envelope);
  const outbox = runtimePath(config.DATA_DIR, "outbox");
  // Owner-only: the data folder is world-readable (PostgreSQL runs as another user) and these mails hold codes.
  await fs.mkdir(config.DATA_DIR, { recursive: true });
  await fs.mkdir(outbox, { recursive: true, mode: 0o700 });
  const file = runtimePath(outbox, `${Date.now()}-${randomBytes(4).toString("hex")}.eml`);
  await fs.writeFile(file, rendered.message, { mode: 0o600 });
  // The one line a developer reads instead of a mailbox: address and subject (which carries any code). In
  // production (MAIL_OUTBOX=1 on purpose) logs are shipped and kept, so they name the file but never a code.
  const shown = config.NODE_ENV === "production" ? file : message.subject;
  logger.info({ area: "mail", to: message.to, file }, `dev outbox: mail to ${message.to}: ${shown}`);
}

/**
 * nodemailer waits minutes for a silent server by default; mail goes out after the answer, but a dead server must
 * not hold a delivery (or a shutdown waiting for it) that long. Settings already in the URL win.
 */
function withTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  const defaults = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };
  for (const [name, ms] of Object.entries(defaults)) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, String(ms));
  }
  return url.toString();
}
