import fs from "node:fs/promises";
import path from "node:path";

/**
 * Reading the dev outbox ($DATA_DIR/outbox/<timestamp>-<random>.eml) that the backend writes when SMTP_URL is
 * unset. Plain node:fs, no test-runner imports, so end-to-end tests can use it as well (the e2e app's outbox is
 * data/e2e/app/outbox). Mail is delivered just after the answer, so callers wait for a new mail (waitForMail).
 */
export type OutboxMail = { file: string; from: string; to: string; subject: string; body: string; raw: string };

export async function readOutbox(dataDir: string): Promise<OutboxMail[]> {
  const folder = path.join(dataDir, "outbox");
  const names = (await fs.readdir(folder).catch(() => [] as string[])).filter((name) => name.endsWith(".eml")).sort();
  return Promise.all(names.map(async (name) => parseMail(path.join(folder, name), await fs.readFile(path.join(folder, name), "utf8"))));
}

/** Mails to one address, oldest first (file names start with the time of writing). */
export async function mailsTo(dataDir: string, address: string): Promise<OutboxMail[]> {
  const wanted = address.trim().toLowerCase();
  return (await readOutbox(dataDir)).filter((mail) => mail.to.toLowerCase() === wanted);
}

/** Waits until `address` has more than `alreadySeen` mails and returns the newest one. */
export async function waitForMail(dataDir: string, address: string, alreadySeen = 0, timeoutMs = 5000): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await mailsTo(dataDir, address);
    const newest = mails.at(-1);
    if (mails.length > alreadySeen && newest) return newest;
    if (Date.now() > deadline) throw new Error(`no new mail to ${address} in ${dataDir}/outbox after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The 6-digit code of a code mail; it is in the subject (and the body). */
export function codeFrom(mail: Pick<OutboxMail, "subject">): string {
  const code = /\b(\d{6})\b/.exec(mail.subject)?.[1];
  if (!code) throw new Error(`no code in the mail "${mail.subject}"`);
  return code;
}

function parseMail(file: string, raw: string): OutboxMail {
  const split = raw.indexOf("\r\n\r\n");
  const head = (split === -1 ? raw : raw.slice(0, split)).replace(/\r\n[ \t]+/g, " ");
  const header = (name: string) => new RegExp(`^${name}: *(.*)$`, "im").exec(head)?.[1]?.trim() ?? "";
  return { file, from: header("From"), to: header("To"), subject: header("Subject"), body: split === -1 ? "" : raw.slice(split + 4), raw };
}
