import { ACADEMIC_FIELDS } from '@thisoneforfree/contracts';
import { rankSimilar, type SimilarityIdea } from '@thisoneforfree/similarity';
import { describe, expect, test } from 'vitest';
import { insertIdea, updateIdeaContent } from '../src/data/ideas.js';
import { neighbourList, queueSimilarityJob } from '../src/data/similarity.js';
import { mulberry32 } from '../src/seed/random.js';
import { runSimilarIdeaJobs } from '../src/services/similar-ideas/jobs.js';
import { LIST_DEPTH } from '../src/services/similar-ideas/lists.js';
import { createUser, useTestApp } from './helper.js';

// The stored lists against brute force (the package's rankSimilar, which
// scores every pair) over random sequences of creates, edits and removals,
// with several jobs queued between runs. A small vocabulary, common
// 3-letter words, few fields and whole-day creation times make shared words,
// equal scores and the 7-day edge common, so the tie-breaks (newer idea,
// then lower id) are exercised too.

const ctx = useTestApp();
/** The ideas in the lists (created and not removed), across the tests of this file. */
const live = new Map<number, SimilarityIdea & { createdAt: string }>();
/** The version each edited idea is at (an idea starts at 1). */
const versions = new Map<number, number>();

const WORDS = 'the and for cell cells model quantum coral river data graph soil'.split(' ');
const DAY = 86_400_000;
const START = Date.UTC(2024, 0, 1);

function ideaMaker(next: () => number) {
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const text = (max: number) =>
    Array.from({ length: Math.floor(next() * (max + 1)) }, () => pick(WORDS)).join(' ');
  return (id: number, createdAt: string): SimilarityIdea & { createdAt: string } => ({
    id,
    title: text(3),
    challenge: text(6),
    approach: text(5),
    impact: text(4),
    fields: [...new Set([pick(ACADEMIC_FIELDS.slice(0, 3)), pick(ACADEMIC_FIELDS.slice(0, 3))])],
    createdAt,
  });
}

/** Every live idea's stored list is the first entries of its brute-force ranking, and holds at least 3 (or all). */
async function expectListsExact() {
  const all = [...live.values()];
  for (const idea of all) {
    const stored = await neighbourList(ctx.app.services.db, idea.id);
    const expected = rankSimilar(idea, all, LIST_DEPTH);
    expect(stored.length).toBeGreaterThanOrEqual(Math.min(3, all.length - 1));
    expect(stored.map((row) => row.neighbour_id)).toEqual(
      expected.slice(0, stored.length).map((match) => match.id),
    );
    stored.forEach((row, i) => expect(row.score).toBe(expected[i]!.score));
  }
}

/**
 * Runs the queued jobs: through the app's runner (its thread commits each
 * new idea on its own while requests write, several together after a
 * second without); or here first with `commitNow`, which decides alone.
 */
async function runJobs(commitNow?: () => boolean) {
  const { db, log, similarIdeas } = ctx.app.services;
  // 'busy' when the app's own poll took the queue first: once it is done, again.
  while (
    commitNow &&
    (await runSimilarIdeaJobs({ db, log, holder: 'a fill', now: Date.now, commitNow })) === 'busy'
  ) {
    await similarIdeas.settled();
  }
  await similarIdeas.settled();
}

describe('the similar-ideas table', () => {
  test.each([
    [1, "run by the app's thread"],
    [2, "run by the app's thread"],
    [3, 'run as a fill, new ideas of a batch committed together up to random points'],
  ])(
    'stays equal to brute force over random creates, edits and removals (seed %i, %s)',
    async (seed) => {
      const { db, similarIdeas } = ctx.app.services;
      await similarIdeas.settled();
      const author = await createUser(ctx);
      const next = mulberry32(seed);
      const makeIdea = ideaMaker(next);
      const grouping = mulberry32(seed * 7);
      const commitNow = seed === 3 ? () => grouping() < 0.3 : undefined;

      for (let step = 0; step < 60; step += 1) {
        const roll = next();
        const ids = [...live.keys()];
        await db.transaction().execute(async (trx) => {
          if (roll < 0.25 && ids.length > 2) {
            // Withdrawn (as services/ideas/withdraw.ts queues it): the row stays, it leaves every list.
            const id = ids[Math.floor(next() * ids.length)]!;
            await queueSimilarityJob(trx, id, 'remove');
            live.delete(id);
          } else if (roll < 0.45 && ids.length > 0) {
            // Edited (as services/ideas/edit.ts writes it): new text and fields, same id and creation time.
            const id = ids[Math.floor(next() * ids.length)]!;
            const edited = makeIdea(id, live.get(id)!.createdAt);
            const version = (versions.get(id) ?? 1) + 1;
            versions.set(id, version);
            await updateIdeaContent(trx, id, {
              ...edited,
              citations: [],
              version,
              updatedAt: new Date().toISOString(),
            });
            await queueSimilarityJob(trx, id, 'add');
            live.set(id, edited);
          } else {
            const createdAt = new Date(START + Math.floor(next() * 20) * DAY).toISOString();
            const draft = makeIdea(0, createdAt);
            const id = await insertIdea(trx, ctx.app.services.dialect, {
              ...draft,
              userId: author.user.id,
              citations: [],
            });
            await queueSimilarityJob(trx, id, 'add');
            live.set(id, { ...draft, id });
          }
        });
        if (step % 7 === 6) {
          await runJobs(commitNow);
          await expectListsExact();
        }
      }
      await runJobs(commitNow);
      await expectListsExact();
    },
  );

  test('a job left by a process that died is run by another once its lease expires', async () => {
    const { db, similarIdeas } = ctx.app.services;
    await similarIdeas.settled();
    const author = await createUser(ctx);
    const createdAt = new Date(START).toISOString();
    const draft = ideaMaker(mulberry32(9))(0, createdAt);
    await db
      .updateTable('maintenance_leases')
      .set({ holder: 'a process that died', expires_ms: Date.now() - 1 })
      .execute();
    const id = await db.transaction().execute(async (trx) => {
      const id = await insertIdea(trx, ctx.app.services.dialect, {
        ...draft,
        userId: author.user.id,
        citations: [],
      });
      await queueSimilarityJob(trx, id, 'add');
      return id;
    });
    live.set(id, { ...draft, id });
    await similarIdeas.settled();
    await expectListsExact();
    expect(await db.selectFrom('similarity_jobs').selectAll().execute()).toEqual([]);
  });

  test('a run told to stop (the process is closing) starts no job and frees the lease', async () => {
    const { db, log, similarIdeas } = ctx.app.services;
    await similarIdeas.settled();
    const author = await createUser(ctx);
    const draft = ideaMaker(mulberry32(11))(0, new Date(START).toISOString());
    const id = await db.transaction().execute(async (trx) => {
      const id = await insertIdea(trx, ctx.app.services.dialect, {
        ...draft,
        userId: author.user.id,
        citations: [],
      });
      await queueSimilarityJob(trx, id, 'add');
      return id;
    });
    const outcome = await runSimilarIdeaJobs({
      db,
      log,
      holder: 'a closing process',
      now: Date.now,
      signal: AbortSignal.abort(),
    });
    expect(outcome).toBe('busy');
    expect(await db.selectFrom('similarity_jobs').select('idea_id').execute()).toEqual([
      { idea_id: id },
    ]);
    expect(
      await db
        .selectFrom('maintenance_leases')
        .select('holder')
        .where('name', '=', 'similar-ideas')
        .execute(),
    ).toEqual([{ holder: '' }]);
    live.set(id, { ...draft, id });
    await similarIdeas.settled();
    await expectListsExact();
  });
});
