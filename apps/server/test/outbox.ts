import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestContext } from './helper.js';

/** One mail an app wrote to its outbox directory (MAIL_OUTBOX_DIR), read back. */
export interface OutboxMessage {
  file: string;
  to: string;
  subject: string;
  raw: string;
  link: string | undefined;
}

export function readOutbox(context: Pick<TestContext, 'config'>): OutboxMessage[] {
  const dir = context.config.mailOutboxDir;
  let files: string[];
  try {
    files = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return files.map((file) => {
    const raw = decodeQuotedPrintable(readFileSync(join(dir, file), 'utf8'));
    return {
      file,
      raw,
      to: /^To: (.+)$/m.exec(raw)?.[1]?.trim() ?? '',
      subject: /^Subject: (.+)$/m.exec(raw)?.[1]?.trim() ?? '',
      link: /(https?:\/\/\S+\/verify-email\/[a-z2-7]+)/.exec(raw)?.[1],
    };
  });
}

/** nodemailer wraps long lines as quoted-printable; undo it to read links. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The token of every verification link mailed so far. */
export function readVerificationTokens(context: Pick<TestContext, 'config'>): string[] {
  return readOutbox(context).flatMap((message) =>
    message.link ? [message.link.split('/').pop() ?? ''] : [],
  );
}

export function lastLinkFor(context: Pick<TestContext, 'config'>, email: string): string {
  const message = readOutbox(context)
    .filter((m) => m.to.includes(email))
    .pop();
  if (!message?.link) throw new Error(`no verification email for ${email}`);
  return message.link;
}
