import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type {
  Follows,
  FollowInput,
  NotificationItem,
  NotificationPage,
  NotificationPreferences,
} from '@thisoneforfree/contracts';
import { expect } from 'vitest';
import type { Clock } from '../../src/runtime/clock.js';
import { createIdea, type IdeaOverrides } from '../factories.js';
import { call, type TestContext, type TestUser } from '../helper.js';

/**
 * A clock the tests move: the digest's schedule and every notification's
 * time are its. It starts at 10:00 UTC, after the day's digest time (07:00).
 */
export function testClock(start = '2026-05-04T10:00:00.000Z') {
  let now = new Date(start).getTime();
  const clock: Clock = { now: () => new Date(now) };
  return {
    clock,
    set: (iso: string) => (now = new Date(iso).getTime()),
    advance: (ms: number) => (now += ms),
  };
}

/** The REST calls of follows and notifications, made on the app of `context`. */
export function notifyCalls(context: TestContext) {
  const follow = (user: TestUser | null, payload: unknown) =>
    call(context, { method: 'POST', url: '/api/follows', payload, cookie: user?.cookie });

  const unfollow = (user: TestUser | null, payload: unknown) =>
    call(context, { method: 'DELETE', url: '/api/follows', payload, cookie: user?.cookie });

  /** Follows what must be followable, and answers what the user follows now. */
  async function follows(user: TestUser, payload: FollowInput): Promise<Follows> {
    const response = await follow(user, payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Follows>();
  }

  async function followsOf(user: TestUser): Promise<Follows> {
    const response = await call(context, { url: '/api/follows', cookie: user.cookie });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Follows>();
  }

  /** The new ideas' fan-outs are jobs that run right after the write: waits for them. */
  const settled = () => context.app.services.notificationFanOut.settled();

  async function page(user: TestUser, cursor?: string): Promise<NotificationPage> {
    await settled();
    const query = cursor === undefined ? '' : `?cursor=${cursor}`;
    const response = await call(context, {
      url: `/api/notifications${query}`,
      cookie: user.cookie,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<NotificationPage>();
  }

  /** Every notification of the user, the newest first (every page). */
  async function inbox(user: TestUser): Promise<NotificationItem[]> {
    const items: NotificationItem[] = [];
    let cursor: string | undefined;
    do {
      const next = await page(user, cursor);
      items.push(...next.items);
      cursor = next.nextCursor ?? undefined;
    } while (cursor);
    return items;
  }

  /** The sentences of the user's notifications, the newest first. */
  const texts = async (user: TestUser) => (await inbox(user)).map((n) => n.text);

  async function unread(user: TestUser): Promise<number> {
    await settled();
    const response = await call(context, {
      url: '/api/notifications/unread-count',
      cookie: user.cookie,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ unreadCount: number }>().unreadCount;
  }

  const markRead = (user: TestUser | null, payload: unknown) =>
    call(context, {
      method: 'POST',
      url: '/api/notifications/read',
      payload,
      cookie: user?.cookie,
    });

  const setPreferences = (user: TestUser | null, payload: unknown) =>
    call(context, {
      method: 'PUT',
      url: '/api/notifications/preferences',
      payload,
      cookie: user?.cookie,
    });

  async function preferences(user: TestUser): Promise<NotificationPreferences> {
    const response = await call(context, {
      url: '/api/notifications/preferences',
      cookie: user.cookie,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<NotificationPreferences>();
  }

  async function prefer(user: TestUser, payload: Partial<NotificationPreferences>) {
    const response = await setPreferences(user, payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<NotificationPreferences>();
  }

  /** An idea of `user`'s (through POST /api/ideas), its followers notified. */
  async function idea(user: TestUser, overrides: IdeaOverrides = {}) {
    const created = await createIdea(context, user, overrides);
    await settled();
    return created;
  }

  async function comment(
    ideaId: number,
    user: TestUser,
    content: string,
    parentId?: number,
  ): Promise<{ id: number }> {
    const response = await call(context, {
      method: 'POST',
      url: `/api/ideas/${ideaId}/comments`,
      payload: { content, ...(parentId ? { parentId } : {}) },
      cookie: user.cookie,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: number }>();
  }

  async function rate(ideaId: number, user: TestUser, relevance = 7, difficulty = 5) {
    const response = await call(context, {
      method: 'POST',
      url: `/api/ideas/${ideaId}/rate`,
      payload: { relevance, difficulty },
      cookie: user.cookie,
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  async function claim(ideaId: number, user: TestUser, payload: unknown) {
    const response = await call(context, {
      method: 'POST',
      url: `/api/ideas/${ideaId}/claim`,
      payload,
      cookie: user.cookie,
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  /** The notification emails the mail job sent by now (instant ones are sent as they come). */
  async function sentMail(): Promise<NotificationMail[]> {
    await settled();
    await context.app.services.notificationEmails.settled();
    return notificationMail(context);
  }

  return {
    follow,
    unfollow,
    follows,
    followsOf,
    settled,
    page,
    inbox,
    texts,
    unread,
    markRead,
    setPreferences,
    preferences,
    prefer,
    idea,
    comment,
    rate,
    claim,
    sentMail,
  };
}

/** A notification email from the outbox, its header and text decoded as a mail client would. */
export interface NotificationMail {
  file: string;
  to: string;
  subject: string;
  /** Header name (lower case) to its value, folded lines unfolded. */
  headers: Map<string, string>;
  text: string;
}

/** Quoted-printable, to the UTF-8 text it encodes (soft line breaks removed). */
function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const plain = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < plain.length; i += 1) {
    const hex = plain[i] === '=' ? /^[0-9A-F]{2}/.exec(plain.slice(i + 1))?.[0] : undefined;
    if (hex) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(plain[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) of a header value. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

/** Every notification email (the ones with List-Unsubscribe) in the app's outbox, oldest first. */
export function notificationMail(context: TestContext): NotificationMail[] {
  return readOutboxRaw(context).flatMap(({ file, raw }) => {
    const split = raw.search(/\r?\n\r?\n/);
    const headers = new Map<string, string>();
    for (const line of raw
      .slice(0, split)
      .replace(/\r?\n[ \t]+/g, ' ')
      .split(/\r?\n/)) {
      const colon = line.indexOf(':');
      if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
    }
    if (!headers.has('list-unsubscribe')) return [];
    const body = raw.slice(split).trim();
    const qp = /quoted-printable/i.test(headers.get('content-transfer-encoding') ?? '');
    return [
      {
        file,
        to: headers.get('to') ?? '',
        subject: decodeWords(headers.get('subject') ?? ''),
        headers,
        text: qp ? decodeQuotedPrintable(body) : body,
      },
    ];
  });
}

/** The outbox's files as written (outbox.ts decodes for links, which mangles other text). */
function readOutboxRaw(context: TestContext): { file: string; raw: string }[] {
  const dir = context.config.mailOutboxDir;
  let files: string[];
  try {
    files = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return files.map((file) => ({ file, raw: readFileSync(join(dir, file), 'utf8') }));
}

/** The unsubscribe link of a notification email: the page's address and the one-click POST's. */
export function unsubscribeLinks(mail: NotificationMail): { page: string; post: string } {
  const page = /(https?:\/\/\S+\/unsubscribe\/[\w.-]+)/.exec(mail.text)?.[1];
  const post = /^<(https?:\/\/\S+\/api\/unsubscribe\/[\w.-]+)>$/.exec(
    mail.headers.get('list-unsubscribe') ?? '',
  )?.[1];
  if (!page || !post) throw new Error(`no unsubscribe link in ${mail.file}`);
  return { page, post };
}
