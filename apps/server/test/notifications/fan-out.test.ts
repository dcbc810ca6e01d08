import { type IdeaInput, ideaInput } from '@thisoneforfree/contracts';
import { expect, test } from 'vitest';
import { insertUserFollows } from '../../src/data/follows.js';
import { insertIdea } from '../../src/data/ideas.js';
import { queueFanOutJob } from '../../src/data/notification-jobs.js';
import { insertUsers } from '../../src/data/users.js';
import { FAN_OUT_CHUNK, runFanOutJobs } from '../../src/services/notifications/fan-out.js';
import { ideaPayload } from '../factories.js';
import { createUser, useTestApp } from '../helper.js';

const ctx = useTestApp();

/** `count` researchers written straight into the table (registering each would take minutes). */
async function researchers(prefix: string, count: number): Promise<number[]> {
  const at = new Date().toISOString();
  const rows = Array.from({ length: count }, (_, i) => ({
    username: `${prefix}${i}`,
    email: `${prefix}${i}@example.org`,
    password_hash: '!test',
    name: `${prefix} ${i}`,
    institution: 'Fan-out University',
    orcid_id: '',
    is_admin: 0,
    email_verified: 1,
    citation_format: 'apa',
    created_at: at,
  }));
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 500)
    ids.push(...(await insertUsers(ctx.app.services.db, rows.slice(i, i + 500))).map((r) => r.id));
  return ids;
}

/** An idea queued as its create queues it, with no process running the job yet. */
async function queuedIdea(
  userId: number,
  fields: IdeaInput['fields'],
  at: string,
): Promise<number> {
  const input = ideaInput.parse(ideaPayload({ fields }));
  return ctx.app.services.db.transaction().execute(async (trx) => {
    const id = await insertIdea(trx, ctx.app.services.dialect, { userId, ...input, createdAt: at });
    await queueFanOutJob(trx, id);
    return id;
  });
}

async function notifiedOf(ideaId: number) {
  const rows = await ctx.app.services.db
    .selectFrom('notifications')
    .select(['user_id', 'reason'])
    .where('idea_id', '=', ideaId)
    .where('kind', '=', 'newIdea')
    .execute();
  return { total: rows.length, users: new Set(rows.map((r) => r.user_id)), rows };
}

test('a new idea reaches thousands of followers, a chunk at a time, each once; a stopped job resumes', async () => {
  const { db, dialect } = ctx.app.services;
  const author = await createUser(ctx, { name: 'Popular Author' });
  const count = Math.round(FAN_OUT_CHUNK * 2.5);
  const fans = await researchers('fan', count);
  const fieldOnly = await researchers('fieldfan', Math.round(FAN_OUT_CHUNK * 0.7));
  const at = new Date().toISOString();
  await insertUserFollows(
    db,
    fans.map((id) => ({ followerId: id, followeeId: author.user.id, at })),
  );
  // Half the author's followers and every field-only follower follow Biology too.
  const biology = [...fans.filter((_, i) => i % 2 === 0), ...fieldOnly];
  for (let i = 0; i < biology.length; i += 500) {
    await db
      .insertInto('field_follows')
      .values(
        biology.slice(i, i + 500).map((id) => ({ user_id: id, field: 'Biology', created_at: at })),
      )
      .execute();
  }

  const ideaId = await queuedIdea(author.user.id, ['Biology'], at);

  // A process that stops after the first chunk (it is closing).
  const closing = new AbortController();
  const outcome = await runFanOutJobs({
    db,
    dialect,
    signal: closing.signal,
    onNotified: () => closing.abort(),
  });
  expect(outcome).toBe('busy');
  expect((await notifiedOf(ideaId)).total).toBe(FAN_OUT_CHUNK);

  // The next run takes over where it stopped.
  await ctx.app.services.notificationFanOut.settled();
  const { total, users, rows } = await notifiedOf(ideaId);
  expect(total).toBe(count + fieldOnly.length);
  expect(users.size).toBe(total);
  expect(users.has(author.user.id)).toBe(false);
  expect(rows.filter((r) => r.reason === 'followedResearcher')).toHaveLength(count);
  expect(rows.filter((r) => r.reason === 'followedField')).toHaveLength(fieldOnly.length);
  const left = await db.selectFrom('notification_jobs').select('id').execute();
  expect(left).toEqual([]);
});

test('followers of the author and of the fields that fit one chunk are notified in one transaction', async () => {
  const { db, dialect } = ctx.app.services;
  const author = await createUser(ctx, { name: 'Modest Author' });
  const fans = await researchers('smallfan', 3);
  const fieldFans = await researchers('chemfan', 2);
  const at = new Date().toISOString();
  await insertUserFollows(
    db,
    fans.map((id) => ({ followerId: id, followeeId: author.user.id, at })),
  );
  await db
    .insertInto('field_follows')
    .values(fieldFans.map((id) => ({ user_id: id, field: 'Chemistry', created_at: at })))
    .execute();
  const ideaId = await queuedIdea(author.user.id, ['Chemistry'], at);

  // Stopped after the first chunk that notified anyone: that chunk held both phases.
  const closing = new AbortController();
  await runFanOutJobs({ db, dialect, signal: closing.signal, onNotified: () => closing.abort() });
  const { rows } = await notifiedOf(ideaId);
  expect(rows.filter((r) => r.reason === 'followedResearcher')).toHaveLength(3);
  expect(rows.filter((r) => r.reason === 'followedField')).toHaveLength(2);
  expect(await db.selectFrom('notification_jobs').select('id').execute()).toEqual([]);
});
