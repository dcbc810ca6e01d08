import type { Claim, ClaimChange, ResearcherClaim } from '@thisoneforfree/contracts';
import { MESSAGES } from '@thisoneforfree/contracts';
import {
  claimRowsOfIdea,
  claimRowsOfUser,
  deleteClaim,
  findClaim,
  findClaimWithUser,
  lockClaimedIdea,
  upsertClaim,
} from '../data/claims.js';
import { refreshClaimCounts } from '../data/idea-aggregates.js';
import { ideaExists } from '../data/ideas.js';
import type { DB } from '../db/database.js';
import type { ClaimRow } from '../db/schema.js';
import { conflict, forbidden, notFound } from '../lib/errors.js';
import { isoNow } from '../runtime/clock.js';
import { toClaim, toResearcherClaim } from '../serializers/claims.js';
import type { Services } from './context.js';
import { notifyClaim } from './notifications/notify.js';
import { assertUserExists } from './users.js';

/**
 * Claims, "I'm pursuing this" (issue 12): any logged-in researcher but the
 * idea's author claims an idea publicly, moves the claim to `published` with
 * the DOI or URL of the result, or drops it. One claim per researcher and
 * idea; the idea's counts per status change in the same transaction.
 */

/**
 * Creates or changes the caller's claim of the idea. 404 for a missing idea;
 * 403 for the idea's author (an author pursuing their own idea says nothing
 * a reader does not assume); 409 for moving a published claim back to
 * pursuing (a published result is the claim's record: its link and note can
 * change, or the claim can be dropped). A note left out keeps the current
 * one. Repeating the same change (a double click, a retry) writes nothing.
 * The idea's followers (its author among them) hear of a new claim and of a
 * result published; a changed note or link is no news.
 */
export async function saveClaim(
  ctx: Services,
  userId: number,
  ideaId: number,
  change: ClaimChange,
): Promise<Claim> {
  const notified = await ctx.db.transaction().execute(async (trx) => {
    const idea = await lockClaimedIdea(trx, ctx.dialect, ideaId);
    if (idea === undefined) throw notFound(MESSAGES.errors.ideaNotFound);
    if (idea.authorId === userId) throw forbidden(MESSAGES.errors.ownIdeaClaim);
    // A withdrawn idea takes no new claim or change; dropping one still works.
    if (idea.withdrawn) throw conflict(MESSAGES.errors.ideaWithdrawn);
    const existing = await findClaim(trx, ideaId, userId);
    if (existing?.status === 'published' && change.status === 'pursuing')
      throw conflict(MESSAGES.errors.claimAlreadyPublished);
    const next = {
      status: change.status,
      note: change.note === undefined ? (existing?.note ?? null) : change.note,
      resultUrl: change.resultUrl ?? null,
    };
    if (existing && isUnchanged(existing, next)) return false;
    const at = isoNow(ctx.clock);
    await upsertClaim(trx, { ideaId, userId, ...next, at });
    await refreshClaimCounts(trx, ideaId);
    const news = claimNews(existing?.status, next.status);
    if (news)
      await notifyClaim(trx, { kind: news, ideaId, authorId: idea.authorId, actorId: userId, at });
    return news !== null;
  });
  if (notified) ctx.notificationEmails.kick();
  return loadClaim(ctx.db, ideaId, userId);
}

/** What the idea's followers hear of a claim's change: a new claim, a result published, or nothing. */
function claimNews(before: string | undefined, after: string): 'claim' | 'result' | null {
  if (after === 'published') return before === 'published' ? null : 'result';
  return before === undefined ? 'claim' : null;
}

function isUnchanged(
  row: ClaimRow,
  next: { status: string; note: string | null; resultUrl: string | null },
): boolean {
  return row.status === next.status && row.note === next.note && row.result_url === next.resultUrl;
}

async function loadClaim(db: DB, ideaId: number, userId: number): Promise<Claim> {
  const row = await findClaimWithUser(db, ideaId, userId);
  // Dropped between the commit and this read (by a racing drop): gone, as for any reader.
  if (!row) throw notFound(MESSAGES.errors.claimNotFound);
  return toClaim(row);
}

/**
 * Drops the caller's claim of the idea. Idempotent: with no claim (dropped
 * already, a double click) nothing changes and it succeeds. 404 for a
 * missing idea.
 */
export async function dropClaim(ctx: Services, userId: number, ideaId: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    if ((await lockClaimedIdea(trx, ctx.dialect, ideaId)) === undefined)
      throw notFound(MESSAGES.errors.ideaNotFound);
    if (await deleteClaim(trx, ideaId, userId)) await refreshClaimCounts(trx, ideaId);
  });
}

/** An idea's claims, the earliest first; 404 for a missing idea. */
export async function listIdeaClaims(ctx: Services, ideaId: number): Promise<Claim[]> {
  if (!(await ideaExists(ctx.db, ideaId))) throw notFound(MESSAGES.errors.ideaNotFound);
  return (await claimRowsOfIdea(ctx.db, ideaId)).map(toClaim);
}

/** A researcher's claims with the ideas they claim, the latest first; 404 for an unknown user. */
export async function listResearcherClaims(
  ctx: Services,
  userId: number,
): Promise<ResearcherClaim[]> {
  await assertUserExists(ctx, userId);
  return (await claimRowsOfUser(ctx.db, userId)).map(toResearcherClaim);
}
