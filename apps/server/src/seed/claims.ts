import { claimInput } from '@thisoneforfree/contracts';
import { upsertClaim } from '../data/claims.js';
import { refreshClaimCounts } from '../data/idea-aggregates.js';
import { DAY_MS } from '../lib/time.js';
import type { Services } from '../services/context.js';
import { idOf } from './random.js';
import { DEMO_ACCOUNT, IDEAS } from './seed-data.js';

/** A demo claim: who pursues which idea since when, and what came of it. */
interface SeedClaim {
  by: string;
  idea: string;
  daysAgo: number;
  note?: string;
  /** A published result; example.org, since the work is as fictional as its researchers. */
  result?: { url: string; daysAgo: number };
}

const CLAIMS: SeedClaim[] = [
  {
    by: 'mei.tanaka',
    idea: 'snow-algae',
    daysAgo: 120,
    note: 'Field season in Svalbard is booked for June; the spectra will be shared.',
  },
  { by: 'kwame.asante', idea: 'snow-algae', daysAgo: 40 },
  {
    by: 'thomas.whitfield',
    idea: 'fabricated-references',
    daysAgo: 200,
    note: 'Audited 2,000 generated reference lists against Crossref.',
    result: { url: 'https://example.org/preprints/fabricated-references-audit', daysAgo: 35 },
  },
  {
    by: 'mei.tanaka',
    idea: 'mosquito-acoustics',
    daysAgo: 300,
    result: { url: 'https://example.org/preprints/mosquito-wingbeat-classifier', daysAgo: 90 },
  },
  { by: 'hannah.becker', idea: 'abandoned-ideas', daysAgo: 20, note: 'Designing the survey now.' },
  { by: 'hannah.becker', idea: 'four-day-family-firms', daysAgo: 60 },
  {
    by: DEMO_ACCOUNT.username,
    idea: 'nv-calibration',
    daysAgo: 10,
    note: 'Trying this with our lab’s magnetometer.',
  },
];

/**
 * Claims in one transaction, written directly with their dates (the claim
 * service stamps "now"), each checked with the contracts' schema, and the
 * ideas' counts recomputed as the service would.
 */
export async function insertClaims(
  ctx: Services,
  users: Map<string, number>,
  ideas: Map<string, number>,
  now: number,
): Promise<number> {
  const authors = new Map(IDEAS.map((idea) => [idea.key, idea.author]));
  return ctx.db.transaction().execute(async (trx) => {
    for (const claim of CLAIMS) {
      if (authors.get(claim.idea) === claim.by) {
        throw new Error(`Demo seed: ${claim.by} claims their own idea "${claim.idea}"`);
      }
      const ideaId = idOf(ideas, claim.idea, 'claimed idea');
      const change = claimInput.parse({
        status: claim.result ? 'published' : 'pursuing',
        note: claim.note,
        resultUrl: claim.result?.url,
      });
      await upsertClaim(trx, {
        ideaId,
        userId: idOf(users, claim.by, 'claimer'),
        status: change.status,
        note: change.note ?? null,
        resultUrl: change.resultUrl ?? null,
        createdAt: new Date(now - claim.daysAgo * DAY_MS).toISOString(),
        // A published claim last changed when its result came out.
        at: new Date(now - (claim.result?.daysAgo ?? claim.daysAgo) * DAY_MS).toISOString(),
      });
      await refreshClaimCounts(trx, ideaId);
    }
    return CLAIMS.length;
  });
}
