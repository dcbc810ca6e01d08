import {
  EMAIL_CATEGORY_LABELS,
  emailCategoryOf,
  type NotificationKind,
  type NotificationReason,
} from '@thisoneforfree/contracts';
import {
  claimEmailed,
  hasPendingInstant,
  type PendingEmailRow,
  pendingDigestRows,
  pendingInstantRows,
  releaseEmailed,
  usersDueForDigest,
} from '../../data/notification-emails.js';
import { giveBackDigest, takeDigest } from '../../data/notification-settings.js';
import { releaseLease, takeLease } from '../../data/similarity.js';
import type { DB } from '../../db/database.js';
import type { Services } from '../context.js';
import { digestEmail, instantEmail, scopeWords, type Unsubscribe } from './email-text.js';
import { latestDigestTime } from './schedule.js';
import { unsubscribeToken } from './unsubscribe-tokens.js';

/**
 * The notification mail job (docs/decisions/0010): instant emails as soon as
 * their notification is written, and each day's digest once its time
 * (DIGEST_HOUR_UTC) has come. Every process runs it on a timer and after
 * its own notifying writes; one at a time holds the lease and sends.
 *
 * Never twice: a notification's events are claimed for an email by a
 * conditional update that commits before the email is sent, and a user's
 * digest by moving their `last_digest_at` past the scheduled time, also
 * committed first. A run that dies between the commit and the send loses
 * that email rather than sending it again; a send the transport refuses
 * gives its claim back, to be tried at the next run.
 */

const LEASE = 'notification-emails';
/** A lease not renewed for this long is free: its holder died or hangs. */
const LEASE_MS = 60_000;
const BATCH = 50;

export interface MailRun {
  /** This process, as the lease names it. */
  holder: string;
  /** Once aborted (the process is closing), no further email starts. */
  signal?: AbortSignal;
}

class LeaseLost extends Error {}
/** A row changed under the digest's claim (a rating came in): the user waits for the next run. */
class ClaimRaced extends Error {}

/**
 * One run: the instant emails waiting, then the digests due. 'busy' when
 * another process holds the lease (it sends them) or the process is closing.
 */
export async function runNotificationEmails(ctx: Services, run: MailRun): Promise<'done' | 'busy'> {
  const scheduledAt = latestDigestTime(ctx.clock.now(), ctx.config.digestHourUtc);
  // The poll every minute costs two indexed reads when there is nothing to send.
  const hasDigests = (await usersDueForDigest(ctx.db, scheduledAt, 1)).length > 0;
  if (!hasDigests && !(await hasPendingInstant(ctx.db))) return 'done';
  return withLease(ctx, run, async (renew) => {
    await sendInstantEmails(ctx, renew, run.signal);
    await sendDigests(ctx, scheduledAt, renew, run.signal);
  });
}

/**
 * Sends every digest waiting now, whatever the schedule says (the admin
 * command `send-digests`): what each user has had since their last digest.
 * Waits while another process holds the lease. Answers how many were sent.
 */
export async function sendDigestsNow(ctx: Services, run: MailRun): Promise<number> {
  const scheduledAt = ctx.clock.now().toISOString();
  for (;;) {
    let sent = 0;
    const outcome = await withLease(ctx, run, async (renew) => {
      sent = await sendDigests(ctx, scheduledAt, renew, run.signal);
    });
    if (outcome === 'done' || run.signal?.aborted) return sent;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

type Renew = () => Promise<void>;

async function withLease(
  ctx: Services,
  run: MailRun,
  work: (renew: Renew) => Promise<void>,
): Promise<'done' | 'busy'> {
  // Real time, not the services' clock: a lease is about processes being alive.
  const now = () => Date.now();
  const take = () => takeLease(ctx.db, LEASE, run.holder, now(), now() + LEASE_MS);
  if (!(await take())) return 'busy';
  try {
    await work(async () => {
      if (!(await take())) throw new LeaseLost();
    });
    return run.signal?.aborted ? 'busy' : 'done';
  } catch (error) {
    if (error instanceof LeaseLost) return 'busy';
    throw error;
  } finally {
    await releaseLease(ctx.db, LEASE, run.holder);
  }
}

/** Whether the row may still be emailed: its recipient can receive it and it is still shown. */
function isSendable(row: PendingEmailRow): boolean {
  return (
    row.recipient_verified === 1 &&
    row.recipient_deleted_at === null &&
    row.recipient_email !== '' &&
    row.idea_withdrawn_at === null &&
    (row.comment_id === null || row.comment_status === 'active')
  );
}

function categoryOf(row: PendingEmailRow) {
  return emailCategoryOf(row.kind as NotificationKind, row.reason as NotificationReason);
}

async function unsubscribeFor(
  ctx: Services,
  userId: number,
  scope: ReturnType<typeof categoryOf> | 'digest',
): Promise<Unsubscribe> {
  const token = await unsubscribeToken(ctx.db, userId, scope);
  const origin = ctx.config.appOrigin;
  return {
    pageUrl: `${origin}/unsubscribe/${token}`,
    postUrl: `${origin}/api/unsubscribe/${token}`,
    what: scopeWords(scope, (category) => EMAIL_CATEGORY_LABELS[category]),
  };
}

async function sendInstantEmails(ctx: Services, renew: Renew, signal?: AbortSignal) {
  const seen = new Set<number>();
  for (;;) {
    const rows = (await pendingInstantRows(ctx.db, BATCH)).filter((row) => !seen.has(row.id));
    if (rows.length === 0) return;
    for (const row of rows) {
      if (signal?.aborted) return;
      seen.add(row.id);
      await renew();
      const claimed = await claimEmailed(ctx.db, row.id, row.emailed_count, row.event_count);
      if (!claimed || !isSendable(row)) continue;
      const unsubscribe = await unsubscribeFor(ctx, row.user_id, categoryOf(row));
      const count = row.event_count - row.emailed_count;
      try {
        await ctx.mailer.send(instantEmail(ctx.config.appOrigin, row, count, unsubscribe));
      } catch (error) {
        await releaseEmailed(ctx.db, row.id, row.emailed_count, row.event_count);
        throw error;
      }
    }
  }
}

/** Sends the digests of `scheduledAt` not sent yet; answers how many. */
async function sendDigests(
  ctx: Services,
  scheduledAt: string,
  renew: Renew,
  signal?: AbortSignal,
): Promise<number> {
  const tried = new Set<number>();
  let sent = 0;
  for (;;) {
    const due = (await usersDueForDigest(ctx.db, scheduledAt, BATCH)).filter(
      (user) => !tried.has(user.user_id),
    );
    if (due.length === 0) return sent;
    for (const user of due) {
      if (signal?.aborted) return sent;
      tried.add(user.user_id);
      await renew();
      if (await sendDigestOf(ctx, user.user_id, user.last_digest_at, scheduledAt)) sent += 1;
    }
  }
}

/** Claims and sends one user's digest; true when an email went out. */
async function sendDigestOf(
  ctx: Services,
  userId: number,
  previous: string | null,
  scheduledAt: string,
): Promise<boolean> {
  let rows: PendingEmailRow[];
  try {
    rows = await ctx.db.transaction().execute(async (trx) => {
      if (!(await takeDigest(trx, userId, scheduledAt))) return [];
      const pending = await pendingDigestRows(trx, userId, scheduledAt);
      for (const row of pending) {
        if (!(await claimEmailed(trx, row.id, row.emailed_count, row.event_count)))
          throw new ClaimRaced();
      }
      return pending;
    });
  } catch (error) {
    if (error instanceof ClaimRaced) return false;
    throw error;
  }
  const items = rows
    .filter(isSendable)
    .map((row) => ({ row, count: row.event_count - row.emailed_count }));
  const first = items[0]?.row;
  if (!first) return false;
  const unsubscribe = await unsubscribeFor(ctx, userId, 'digest');
  const recipient = { email: first.recipient_email, name: first.recipient_name };
  try {
    await ctx.mailer.send(digestEmail(ctx.config.appOrigin, recipient, items, unsubscribe));
  } catch (error) {
    await giveBack(ctx.db, userId, scheduledAt, previous, rows);
    throw error;
  }
  return true;
}

async function giveBack(
  db: DB,
  userId: number,
  scheduledAt: string,
  previous: string | null,
  rows: readonly PendingEmailRow[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await giveBackDigest(trx, userId, scheduledAt, previous);
    for (const row of rows) await releaseEmailed(trx, row.id, row.emailed_count, row.event_count);
  });
}
