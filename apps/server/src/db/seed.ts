import {
  commentInput,
  DEFAULT_CITATION_FORMAT,
  ideaInput,
  orcidCheckDigit,
} from '@thisoneforfree/contracts';
import type { CitationInput } from '@thisoneforfree/contracts';
import { isUniqueViolation } from './queries.js';
import { hashPassword } from '../lib/passwords.js';
import { DAY_MS } from '../lib/time.js';
import type { ServiceContext } from '../services/context.js';
import { addFavorite } from '../services/favorites.js';
import { createIdea } from '../services/ideas.js';
import { rateIdea } from '../services/ratings.js';
import {
  ADMIN_ACCOUNT,
  ADMIN_PASSWORD,
  COMMENTS,
  DEMO_ACCOUNT,
  DEMO_FAVORITES,
  DEMO_PASSWORD,
  IDEAS,
  REFERENCES,
  RESEARCHER_PASSWORD,
  RESEARCHERS,
  type SeedAccount,
  type SeedComment,
  SPAM_ACCOUNT,
} from './seed-data.js';

/**
 * The demo seed: fills an EMPTY database with the content of seed-data.ts,
 * once. Ideas, ratings and favorites go through the real services so the
 * aggregates, the full-text index and the similar-ideas index are what the
 * app itself would have written. Accounts and comments are inserted directly,
 * because the register service sends email and starts sessions, and the
 * comment service stamps "now" where the demo needs dates spread over months.
 */

export interface SeedSummary {
  users: number;
  ideas: number;
  ratings: number;
  favorites: number;
  comments: number;
  citations: number;
}

export interface SeedOptions {
  /** The moment the demo content is dated back from; now by default (tests pin it). */
  now?: Date;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * Seeds demo content when `SEED_DEMO` is on and the database holds no users
 * and no ideas. Returns what it created, or null when it did nothing. Two
 * processes starting at once cannot both seed: the accounts go in first, in
 * one transaction, and the unique usernames let only one of them through.
 */
export async function seedDemoData(
  ctx: ServiceContext,
  options: SeedOptions = {},
): Promise<SeedSummary | null> {
  if (!ctx.config.seedDemo || !(await isEmpty(ctx))) return null;
  const now = (options.now ?? new Date()).getTime();
  const random = mulberry32(20_240_601);

  const users = await insertAccounts(ctx, now);
  if (!users) return null;
  const ideas = await createIdeas(ctx, users, now, random);
  const ratings = await rateIdeas(ctx, users, ideas, random);
  const favorites = await addFavorites(ctx, users, ideas, random);
  const comments = await insertComments(ctx, users, ideas, now);

  return {
    users: users.size,
    ideas: ideas.size,
    ratings,
    favorites,
    comments,
    citations: IDEAS.reduce(
      (sum, idea) => sum + (idea.inspiredBy?.length ?? 0) + (idea.references?.length ?? 0),
      0,
    ),
  };
}

async function isEmpty(ctx: ServiceContext): Promise<boolean> {
  const [user, idea] = await Promise.all([
    ctx.db.selectFrom('users').select('id').limit(1).executeTakeFirst(),
    ctx.db.selectFrom('ideas').select('id').limit(1).executeTakeFirst(),
  ]);
  return !user && !idea;
}

function orcidOf(account: SeedAccount): string {
  const base = account.orcidBase;
  if (!base) return '';
  const digits = `${base}${orcidCheckDigit(base)}`;
  return digits.match(/.{4}/g)!.join('-');
}

/** Per researcher, a preferred citation format, so Settings and the Cite dialog vary. */
const PREFERRED_FORMATS: Record<string, string> = {
  'david.levin': 'bibtex',
  'thomas.whitfield': 'chicago',
  'sofia.marchetti': 'mla',
  'hannah.becker': 'apa',
  'mei.tanaka': 'harvard',
};

/** Inserts every account in one transaction; null when another process got there first. */
async function insertAccounts(
  ctx: ServiceContext,
  now: number,
): Promise<Map<string, number> | null> {
  // One hash per distinct password: argon2id is deliberately slow.
  const [adminHash, demoHash, researcherHash] = await Promise.all([
    hashPassword(ADMIN_PASSWORD),
    hashPassword(DEMO_PASSWORD),
    hashPassword(RESEARCHER_PASSWORD),
  ]);
  const accounts: { account: SeedAccount; hash: string; isAdmin: boolean; daysAgo: number }[] = [
    { account: ADMIN_ACCOUNT, hash: adminHash, isAdmin: true, daysAgo: 560 },
    ...RESEARCHERS.map((account, index) => ({
      account,
      hash: researcherHash,
      isAdmin: false,
      daysAgo: 550 - index,
    })),
    { account: DEMO_ACCOUNT, hash: demoHash, isAdmin: false, daysAgo: 480 },
    { account: SPAM_ACCOUNT, hash: researcherHash, isAdmin: false, daysAgo: 300 },
  ];
  try {
    const rows = await ctx.db.transaction().execute((trx) =>
      trx
        .insertInto('users')
        .values(
          accounts.map(({ account, hash, isAdmin, daysAgo }) => ({
            username: account.username,
            email: account.email,
            password_hash: hash,
            name: account.name,
            institution: account.institution,
            orcid_id: orcidOf(account),
            is_admin: isAdmin ? 1 : 0,
            email_verified: 1,
            citation_format: PREFERRED_FORMATS[account.username] ?? DEFAULT_CITATION_FORMAT,
            created_at: new Date(now - daysAgo * DAY_MS).toISOString(),
          })),
        )
        .returning(['id', 'username'])
        .execute(),
    );
    return new Map(rows.map((row) => [row.username, row.id]));
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

function idOf(map: Map<string, number>, key: string, what: string): number {
  const id = map.get(key);
  if (id === undefined) throw new Error(`Demo seed: unknown ${what} "${key}"`);
  return id;
}

/** Oldest first, so ids follow dates and every internal citation points to an idea that exists. */
async function createIdeas(
  ctx: ServiceContext,
  users: Map<string, number>,
  now: number,
  random: () => number,
): Promise<Map<string, number>> {
  const ideas = new Map<string, number>();
  const ordered = [...IDEAS].sort((a, b) => b.daysAgo - a.daysAgo);
  for (const idea of ordered) {
    const citations: CitationInput[] = [
      ...(idea.inspiredBy ?? []).map((key) => ({
        type: 'internal' as const,
        internalId: idOf(ideas, key, 'earlier idea (cite only older ideas)'),
      })),
      ...(idea.references ?? []).map((key) => {
        const reference = REFERENCES[key];
        if (!reference) throw new Error(`Demo seed: unknown reference "${key}"`);
        return { type: 'external' as const, externalData: reference };
      }),
    ];
    const input = ideaInput.parse({
      title: idea.title,
      challenge: idea.challenge,
      approach: idea.approach,
      impact: idea.impact,
      fields: idea.fields,
      citations,
    });
    // Posted at some time of that day, not all at the same minute.
    const createdAt = new Date(
      now - idea.daysAgo * DAY_MS - Math.floor(random() * 10 * HOUR_MS),
    ).toISOString();
    const created = await createIdea(ctx, idOf(users, idea.author, 'author'), input, { createdAt });
    ideas.set(idea.key, created.id);
  }
  return ideas;
}

/** Researchers and the demo user may rate and favorite; the admin and the spammer do not. */
function raters(users: Map<string, number>): string[] {
  return [...RESEARCHERS.map((r) => r.username), DEMO_ACCOUNT.username].filter((name) =>
    users.has(name),
  );
}

function pick<T>(items: readonly T[], count: number, random: () => number): T[] {
  const pool = [...items];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length > 0)
    chosen.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  return chosen;
}

const clampScore = (value: number) => Math.min(10, Math.max(1, Math.round(value)));

/** Several ratings per idea around its appeal; the newest ideas have few or none yet. */
async function rateIdeas(
  ctx: ServiceContext,
  users: Map<string, number>,
  ideas: Map<string, number>,
  random: () => number,
): Promise<number> {
  let count = 0;
  for (const idea of IDEAS) {
    const candidates = raters(users).filter((name) => name !== idea.author);
    const howMany = idea.daysAgo < 10 ? Math.floor(random() * 2) : 2 + Math.floor(random() * 7);
    for (const rater of pick(candidates, howMany, random)) {
      await rateIdea(ctx, idOf(users, rater, 'rater'), idOf(ideas, idea.key, 'idea'), {
        relevance: clampScore(idea.appeal.impact + random() * 4 - 2),
        difficulty: clampScore(idea.appeal.feasibility + random() * 4 - 2),
      });
      count += 1;
    }
  }
  return count;
}

/** Each researcher keeps a few favorites, drawn towards high-impact ideas; the demo user's are fixed. */
async function addFavorites(
  ctx: ServiceContext,
  users: Map<string, number>,
  ideas: Map<string, number>,
  random: () => number,
): Promise<number> {
  let count = 0;
  for (const name of raters(users)) {
    const userId = idOf(users, name, 'user');
    let keys: string[];
    if (name === DEMO_ACCOUNT.username) {
      keys = DEMO_FAVORITES;
    } else {
      const others = IDEAS.filter((idea) => idea.author !== name);
      // A weighted draw: an impact-9 idea is more than twice as likely as an impact-5 one.
      const weighted = others.flatMap((idea) =>
        Array<string>(Math.max(1, idea.appeal.impact - 2)).fill(idea.key),
      );
      keys = [...new Set(pick(weighted, 2 + Math.floor(random() * 6), random))];
    }
    for (const key of keys) {
      await addFavorite(ctx, userId, idOf(ideas, key, 'favorite idea'));
      count += 1;
    }
  }
  return count;
}

interface FlatComment {
  comment: SeedComment;
  parent: FlatComment | null;
  id?: number;
}

function flatten(comments: SeedComment[], parent: FlatComment | null = null): FlatComment[] {
  return comments.flatMap((comment) => {
    const flat: FlatComment = { comment, parent };
    return [flat, ...flatten(comment.replies ?? [], flat)];
  });
}

/**
 * Threads in one transaction. A thread's comments are spread over the weeks
 * after the idea was posted, replies after their parent; moderated comments
 * were changed a few hours after they were posted.
 */
async function insertComments(
  ctx: ServiceContext,
  users: Map<string, number>,
  ideas: Map<string, number>,
  now: number,
): Promise<number> {
  const ideaDates = new Map(IDEAS.map((idea) => [idea.key, now - idea.daysAgo * DAY_MS]));
  return ctx.db.transaction().execute(async (trx) => {
    let count = 0;
    for (const [key, thread] of Object.entries(COMMENTS)) {
      const ideaId = idOf(ideas, key, 'commented idea');
      const posted = ideaDates.get(key)!;
      const flat = flatten(thread);
      const span = Math.min(now - posted, 45 * DAY_MS);
      for (const [index, entry] of flat.entries()) {
        const { comment, parent } = entry;
        if (parent && (parent.comment.status ?? 'active') !== 'active') {
          throw new Error(`Demo seed: a reply on "${key}" answers a comment that is not active`);
        }
        const createdAt = posted + (span * (index + 1)) / (flat.length + 1);
        const status = comment.status ?? 'active';
        const updatedAt = status === 'active' ? createdAt : Math.min(createdAt + 5 * HOUR_MS, now);
        const { id } = await trx
          .insertInto('comments')
          .values({
            idea_id: ideaId,
            user_id: idOf(users, comment.by, 'commenter'),
            parent_id: parent?.id ?? null,
            content: commentInput.parse({ content: comment.text }).content,
            status,
            flag_count: comment.flags ?? 0,
            created_at: new Date(createdAt).toISOString(),
            updated_at: new Date(updatedAt).toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        entry.id = id;
        count += 1;
      }
    }
    return count;
  });
}

/** A small seeded PRNG, so every demo database has the same ratings and favorites. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
