import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '../src/env.js';

/** Whose outbox: an app's test context, or anything naming the folder. */
type Outbox = { config: Pick<AppConfig, 'mailOutboxDir'> };

/** The pages an emailed link opens, each with a token: verification, password reset, email change. */
export type LinkKind = 'verify-email' | 'reset-password' | 'confirm-email';

const LINK = /(https?:\/\/\S+\/(verify-email|reset-password|confirm-email)\/[a-z2-7]+)/;

/** One mail an app wrote to its outbox directory (MAIL_OUTBOX_DIR), read back. */
export interface OutboxMessage {
  file: string;
  to: string;
  subject: string;
  raw: string;
  /** The link with a token in the mail, if any, and which page it opens. */
  link: string | undefined;
  kind: LinkKind | undefined;
}

export function readOutbox(context: Outbox): OutboxMessage[] {
  const dir = context.config.mailOutboxDir;
  let files: string[];
  try {
    files = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return files.map((file) => {
    const raw = decodeQuotedPrintable(readFileSync(join(dir, file), 'utf8'));
    const link = LINK.exec(raw);
    return {
      file,
      raw,
      to: /^To: (.+)$/m.exec(raw)?.[1]?.trim() ?? '',
      subject: /^Subject: (.+)$/m.exec(raw)?.[1]?.trim() ?? '',
      link: link?.[1],
      kind: link?.[2] as LinkKind | undefined,
    };
  });
}

/** nodemailer wraps long lines as quoted-printable; undo it to read links. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The token of every link mailed so far (verification, password reset, email change). */
export function readLinkTokens(context: Outbox): string[] {
  return readOutbox(context).flatMap((message) =>
    message.link ? [message.link.split('/').pop() ?? ''] : [],
  );
}

/** The newest link of this kind mailed to `email`. */
export function lastLinkFor(
  context: Outbox,
  email: string,
  kind: LinkKind = 'verify-email',
): string {
  const message = readOutbox(context)
    .filter((m) => m.to.includes(email) && m.kind === kind)
    .pop();
  if (!message?.link) throw new Error(`no ${kind} email for ${email}`);
  return message.link;
}

/** The token of the newest link of this kind mailed to `email`. */
export function lastTokenFor(
  context: Outbox,
  email: string,
  kind: LinkKind = 'verify-email',
): string {
  return lastLinkFor(context, email, kind).split('/').pop() ?? '';
}
