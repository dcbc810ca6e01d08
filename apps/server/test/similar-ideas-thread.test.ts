import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { insertIdea } from '../src/data/ideas.js';
import { neighbourList, queueSimilarityJob } from '../src/data/similarity.js';
import { silentLogger } from '../src/runtime/logger.js';
import { SimilarIdeasThread } from '../src/runtime/similar-ideas-thread.js';
import { createUser, useTestApp } from './helper.js';

// The thread the similar-ideas jobs run on (its own connection to the
// database), driven directly rather than through the app's runner.

const ctx = useTestApp();

const idea = (title: string) => ({
  title,
  challenge: 'Coral reefs bleach when the sea warms',
  approach: 'Map reef temperature with drifting sensors',
  impact: 'Earlier warnings for reef managers',
  fields: ['Biology' as const],
  citations: [],
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe('the similar-ideas thread', () => {
  test('runs the queued jobs on a connection of its own and ends when closed', async () => {
    const { db, dialect, similarIdeas } = ctx.app.services;
    await similarIdeas.settled();
    const author = await createUser(ctx);
    const ids = await db.transaction().execute(async (trx) => {
      const made: number[] = [];
      for (const title of ['Reef sensors', 'Reef drifters', 'Warm seas']) {
        const id = await insertIdea(trx, dialect, { ...idea(title), userId: author.user.id });
        await queueSimilarityJob(trx, id, 'add');
        made.push(id);
      }
      return made;
    });
    const thread = new SimilarIdeasThread({
      databaseUrl: ctx.config.databaseUrl,
      holder: 'a test thread',
      log: silentLogger(),
    });
    const signal = new AbortController().signal;
    // 'busy' while the app's own runner (its 5 s poll) happens to hold the lease.
    await expect.poll(() => thread.run(signal), { interval: 50 }).toBe('done');
    await thread.close();
    for (const id of ids) {
      const others = ids.filter((other) => other !== id).sort((a, b) => b - a);
      expect(
        (await neighbourList(db, id)).map((row) => row.neighbour_id).sort((a, b) => b - a),
      ).toEqual(others);
    }
    expect(await db.selectFrom('similarity_jobs').selectAll().execute()).toEqual([]);
  });

  test.runIf(process.platform === 'linux')(
    'runs at a lower priority than the requests (nice 10), and only the thread does',
    async () => {
      // Each thread of this process: its id, and its nice value (field 19 of
      // /proc/<pid>/task/<tid>/stat, counted after the name in parentheses).
      const threads = () =>
        new Map(
          readdirSync('/proc/self/task').map((tid) => {
            const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
            return [tid, Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16])] as const;
          }),
        );
      // The app's own runner may have just started its thread for the jobs
      // the test before queued, which lowers its priority as it starts: let
      // it settle first, so `before` holds it as it stays.
      await ctx.app.services.similarIdeas.settled();
      const before = threads();
      const thread = new SimilarIdeasThread({
        databaseUrl: ctx.config.databaseUrl,
        holder: 'a test thread',
        log: silentLogger(),
      });
      await expect.poll(() => thread.run(new AbortController().signal)).not.toBe('failed');
      const after = threads();
      const started = [...after].filter(([tid]) => !before.has(tid)).map(([, nice]) => nice);
      expect(started).toContain(10);
      // The threads that were there already (the process's first among them) are left as they were.
      for (const [tid, nice] of after) if (before.has(tid)) expect(nice).toBe(before.get(tid));
      expect(after.get(String(process.pid))).toBe(0);
      await thread.close();
    },
  );

  test('a thread that cannot open the database fails its run, and so does the next, instead of hanging', async () => {
    const notADirectory = join(ctx.dir, 'a-file');
    writeFileSync(notADirectory, '');
    const thread = new SimilarIdeasThread({
      databaseUrl: join(notADirectory, 'app.db'),
      holder: 'a test thread',
      log: silentLogger(),
    });
    const signal = new AbortController().signal;
    await expect(thread.run(signal)).rejects.toThrow(/a-file/);
    await expect(thread.run(signal)).rejects.toThrow(/a-file/);
    await thread.close();
  });
});
