import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../env.js';
import type { Logger } from './logger.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra header lines (the notification emails' List-Unsubscribe). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<{ outboxFile?: string }>;
  /** Closes SMTP connections, if any. */
  close(): void;
}

/**
 * Real email through nodemailer. With SMTP_URL set it goes over SMTP;
 * otherwise nodemailer renders the full RFC 822 message and it is written to
 * the outbox folder as an .eml file (open it in any mail client), so a local
 * install can complete email verification without a mail server. The log
 * names the file, never its links: a link's token is a credential (to verify
 * an address, reset a password), and logs are read by more people and kept
 * longer than an inbox.
 */
export function createMailer(
  config: Pick<AppConfig, 'smtpUrl' | 'mailOutboxDir' | 'mailFrom'>,
  log?: Logger,
): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: config.mailFrom, ...message });
        return {};
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  const outbox = resolve(config.mailOutboxDir);
  let sequence = 0;
  return {
    async send(message) {
      const info = await transport.sendMail({ from: config.mailFrom, ...message });
      await mkdir(outbox, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const safeTo = message.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      const file = join(outbox, `${stamp}-${++sequence}-${safeTo}.eml`);
      await writeFile(file, info.message as Buffer);
      log?.info(
        { to: message.to, file },
        `Email written to the outbox (open the file for its link): ${message.subject}`,
      );
      return { outboxFile: file };
    },
    close: () => undefined,
  };
}
