import { LIMITS, type NotificationItem, type NotificationPage } from '@thisoneforfree/contracts';
import { beforeAll, describe, expect, test } from 'vitest';
import { trpcCallOn } from '../factories.js';
import { call, createAdmin, createUser, type TestUser, useTestApp } from '../helper.js';
import { notifyCalls } from './notify-calls.js';

const ctx = useTestApp();
const trpc = trpcCallOn(ctx);
const { follows, inbox, texts, unread, markRead, idea, comment, rate, claim, page, unfollow } =
  notifyCalls(ctx);

let grace: TestUser;
let alan: TestUser;
let admin: TestUser;

beforeAll(async () => {
  grace = await createUser(ctx, { name: 'Grace Hopper' });
  alan = await createUser(ctx, { name: 'Alan Turing' });
  admin = await createAdmin(ctx);
});

/** A researcher with no notifications yet. */
const fresh = (name = 'Rosalind Franklin') => createUser(ctx, { name });

describe('comments and replies', () => {
  test('the idea’s author hears of a comment; the comment’s author of a reply', async () => {
    const author = await fresh();
    const bees = await idea(author, { title: 'Bees as air sensors' });
    const first = await comment(bees.id, grace, 'Pollen loads vary by season.');
    await comment(bees.id, alan, 'Good point, Grace.', first.id);
    expect(await texts(author)).toEqual([
      'Alan Turing commented on your idea “Bees as air sensors”',
      'Grace Hopper commented on your idea “Bees as air sensors”',
    ]);
    const graces = await inbox(grace);
    expect(graces.map((n) => n.text)).toContain(
      'Alan Turing replied to your comment on “Bees as air sensors”',
    );
    const reply = graces.find((n) => n.kind === 'reply')!;
    expect(reply).toMatchObject({
      kind: 'reply',
      reason: 'yourComment',
      idea: { id: bees.id, title: 'Bees as air sensors' },
      actor: { id: alan.user.id, username: alan.user.username, name: 'Alan Turing' },
      count: 1,
      readAt: null,
    });
  });

  test('nobody hears of their own comment or reply; the author replying under their idea is one reply', async () => {
    const author = await fresh();
    const own = await idea(author, { title: 'Self talk' });
    const mine = await comment(own.id, author, 'A note to myself.');
    await comment(own.id, author, 'And another.', mine.id);
    expect(await texts(author)).toEqual([]);
    const visitorComment = await comment(own.id, grace, 'Hello.');
    await comment(own.id, author, 'Hi Grace.', visitorComment.id);
    await comment(own.id, grace, 'Answering your note.', mine.id);
    // A reply to the author's own comment under their idea is one notification, a reply.
    expect(await texts(author)).toEqual([
      'Grace Hopper replied to your comment on “Self talk”',
      'Grace Hopper commented on your idea “Self talk”',
    ]);
    expect(await texts(grace)).toContain(
      'Rosalind Franklin replied to your comment on “Self talk”',
    );
  });

  test('a hidden or deleted comment’s notification disappears, and comes back if restored', async () => {
    const author = await fresh();
    const shown = await idea(author, { title: 'Moderated' });
    const rude = await comment(shown.id, grace, 'Something rude.');
    const regret = await comment(shown.id, alan, 'Something I regret.');
    expect(await unread(author)).toBe(2);
    const hidden = await call(ctx, {
      method: 'POST',
      url: `/api/comments/${rude.id}/status`,
      payload: { status: 'hidden' },
      cookie: admin.cookie,
    });
    expect(hidden.statusCode).toBe(200);
    const removed = await call(ctx, {
      method: 'DELETE',
      url: `/api/comments/${regret.id}`,
      cookie: alan.cookie,
    });
    expect(removed.statusCode).toBe(200);
    expect(await texts(author)).toEqual([]);
    expect(await unread(author)).toBe(0);
    await call(ctx, {
      method: 'POST',
      url: `/api/comments/${rude.id}/status`,
      payload: { status: 'active' },
      cookie: admin.cookie,
    });
    expect(await texts(author)).toEqual(['Grace Hopper commented on your idea “Moderated”']);
  });

  test('a comment flagged by enough readers loses its notification; one reader’s flag does not', async () => {
    const author = await fresh();
    const flagged = await idea(author, { title: 'Flagged' });
    const dubious = await comment(flagged.id, grace, 'Buy my course.');
    const flagAs = async (reader: TestUser) => {
      const flag = await call(ctx, {
        method: 'POST',
        url: `/api/comments/${dubious.id}/flag`,
        cookie: reader.cookie,
      });
      expect(flag.statusCode).toBe(200);
    };
    await flagAs(alan);
    // FLAG_THRESHOLD is 3: one flag leaves the comment, and its news, in view.
    expect(await texts(author)).toEqual(['Grace Hopper commented on your idea “Flagged”']);
    await flagAs(await fresh('Second reader'));
    await flagAs(await fresh('Third reader'));
    expect(await texts(author)).toEqual([]);
  });
});

describe('ratings', () => {
  test('unread ratings of one idea are one notification counting the raters, the newest first', async () => {
    const author = await fresh();
    const rated = await idea(author, { title: 'Rated a lot' });
    const other = await idea(author, { title: 'Something else' });
    await rate(rated.id, grace);
    await comment(other.id, alan, 'In between.');
    await rate(rated.id, alan);
    // A changed rating is not a new one; the author rating their own idea is not news.
    await rate(rated.id, grace, 2, 2);
    await rate(rated.id, author);
    const raters = await Promise.all(['Rater one', 'Rater two', 'Rater three'].map(fresh));
    for (const rater of raters) await rate(rated.id, rater);
    const items = await inbox(author);
    expect(items.map((n) => n.text)).toEqual([
      '5 new ratings of your idea “Rated a lot”',
      'Alan Turing commented on your idea “Something else”',
    ]);
    expect(items[0]).toMatchObject({ kind: 'rating', count: 5, actor: { name: 'Rater three' } });
  });

  test('once read, the next rating starts a new notification', async () => {
    const author = await fresh();
    const rated = await idea(author, { title: 'Read then rated' });
    await rate(rated.id, grace);
    await rate(rated.id, alan);
    expect((await markRead(author, { all: true })).statusCode).toBe(200);
    await rate(rated.id, admin);
    const items = await inbox(author);
    expect(items.map((n) => [n.text, n.readAt === null])).toEqual([
      ['A new rating of your idea “Read then rated”', true],
      ['2 new ratings of your idea “Read then rated”', false],
    ]);
  });
});

describe('claims and results', () => {
  test('the idea’s author and its followers hear of a claim and of a result, the claimer not', async () => {
    const author = await fresh();
    const follower = await fresh('Idea Follower');
    const claimed = await idea(author, { title: 'Claimable' });
    await follows(follower, { kind: 'idea', target: claimed.id });
    await follows(grace, { kind: 'idea', target: claimed.id });
    await claim(claimed.id, grace, { status: 'pursuing', note: 'Starting' });
    await claim(claimed.id, grace, { status: 'pursuing', note: 'A new note is no news' });
    await claim(claimed.id, grace, { status: 'published', resultUrl: '10.1000/xyz' });
    expect(await texts(author)).toEqual([
      'Grace Hopper published a result of your idea “Claimable”',
      'Grace Hopper is pursuing your idea “Claimable”',
    ]);
    expect(await texts(follower)).toEqual([
      'Grace Hopper published a result of “Claimable”, an idea you follow',
      'Grace Hopper is pursuing “Claimable”, an idea you follow',
    ]);
    const graces = await inbox(grace);
    expect(graces.filter((n) => n.idea.id === claimed.id)).toEqual([]);
  });

  test('an author who unfollows their idea no longer hears of its claims', async () => {
    const author = await fresh();
    const quiet = await idea(author, { title: 'Leave me be' });
    await unfollow(author, { kind: 'idea', target: quiet.id });
    await claim(quiet.id, alan, { status: 'published', resultUrl: 'https://example.org/paper' });
    expect(await texts(author)).toEqual([]);
  });
});

describe('new ideas', () => {
  test('followers of the researcher and of the idea’s fields hear of it, once each, the author not', async () => {
    const author = await createUser(ctx, { name: 'Barbara McClintock' });
    const ofResearcher = await fresh('Follows Barbara');
    const ofField = await fresh('Follows Biology');
    const ofBoth = await fresh('Follows both');
    const ofNeither = await fresh('Follows Physics');
    await follows(ofResearcher, { kind: 'user', target: author.user.id });
    await follows(ofField, { kind: 'field', target: 'Biology' });
    await follows(ofField, { kind: 'field', target: 'Chemistry' });
    await follows(ofBoth, { kind: 'user', target: author.user.id });
    await follows(ofBoth, { kind: 'field', target: 'Biology' });
    await follows(ofNeither, { kind: 'field', target: 'Physics' });
    await follows(author, { kind: 'field', target: 'Biology' });
    await idea(author, { title: 'Jumping genes in maize', fields: ['Chemistry', 'Biology'] });
    expect(await texts(ofResearcher)).toEqual([
      'Barbara McClintock shared a new idea: “Jumping genes in maize”',
    ]);
    const [byField] = await inbox(ofField);
    expect(byField).toMatchObject({
      kind: 'newIdea',
      reason: 'followedField',
      field: 'Biology',
      text: 'New idea in Biology by Barbara McClintock: “Jumping genes in maize”',
    });
    expect(await inbox(ofField)).toHaveLength(1);
    expect(await texts(ofBoth)).toEqual([
      'Barbara McClintock shared a new idea: “Jumping genes in maize”',
    ]);
    expect(await texts(ofNeither)).toEqual([]);
    expect((await inbox(author)).filter((n) => n.kind === 'newIdea')).toEqual([]);
  });

  test('a withdrawn idea’s notifications disappear', async () => {
    const author = await fresh();
    const fan = await fresh();
    await follows(fan, { kind: 'user', target: author.user.id });
    const gone = await idea(author, { title: 'Soon withdrawn' });
    expect(await unread(fan)).toBe(1);
    await call(ctx, { method: 'DELETE', url: `/api/ideas/${gone.id}`, cookie: author.cookie });
    expect(await texts(fan)).toEqual([]);
    expect(await unread(fan)).toBe(0);
  });
});

describe('reading notifications', () => {
  let reader: TestUser;
  let all: NotificationItem[];

  beforeAll(async () => {
    reader = await fresh('Busy Reader');
    const busy = await idea(reader, { title: 'Much discussed' });
    for (let i = 0; i < LIMITS.notificationsPerPage + 5; i += 1)
      await comment(busy.id, i % 2 ? grace : alan, `Comment ${i}`);
    all = await inbox(reader);
  });

  test('pages of 20, the newest first, follow each other by cursor', async () => {
    expect(all).toHaveLength(LIMITS.notificationsPerPage + 5);
    const ids = all.map((n) => n.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const first = await page(reader);
    expect(first.items).toHaveLength(LIMITS.notificationsPerPage);
    expect(first.nextCursor).toBe(String(first.items.at(-1)!.id));
    expect(first.unreadCount).toBe(LIMITS.notificationsPerPage + 5);
    const second = await page(reader, first.nextCursor!);
    expect(second.items).toHaveLength(5);
    expect(second.nextCursor).toBeNull();
  });

  test('marking some read, then all; others’ ids change nothing', async () => {
    const [a, b] = all;
    const othersNotification = (await inbox(grace))[0]!;
    let response = await markRead(reader, { ids: [a!.id, b!.id, othersNotification.id] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, unreadCount: all.length - 2 });
    expect((await inbox(grace))[0]!.readAt).toBeNull();
    const reread = await inbox(reader);
    expect(reread.slice(0, 2).every((n) => n.readAt !== null)).toBe(true);
    response = await markRead(reader, { all: true });
    expect(response.json()).toEqual({ success: true, unreadCount: 0 });
    expect(await unread(reader)).toBe(0);
  });

  test('a malformed cursor or read request is a 400; a visitor a 401', async () => {
    for (const cursor of ['abc', '0', '-1', '1e3']) {
      const response = await call(ctx, {
        url: `/api/notifications?cursor=${cursor}`,
        cookie: reader.cookie,
      });
      expect(response.statusCode, cursor).toBe(400);
    }
    for (const payload of [
      {},
      { ids: [] },
      { ids: [1], all: true },
      { all: false },
      { ids: ['x'] },
    ]) {
      expect((await markRead(reader, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await call(ctx, { url: '/api/notifications' })).statusCode).toBe(401);
    expect((await markRead(null, { all: true })).statusCode).toBe(401);
  });

  test('over tRPC: notifications.list, unreadCount and markRead answer as REST does', async () => {
    const listed = await trpc<NotificationPage>('notifications.list', {}, 'query', reader);
    expect(listed.data).toEqual(await page(reader));
    const counted = await trpc<{ unreadCount: number }>(
      'notifications.unreadCount',
      undefined,
      'query',
      reader,
    );
    expect(counted.data).toEqual({ unreadCount: 0 });
    const marked = await trpc('notifications.markRead', { all: true }, 'mutation', reader);
    expect(marked.data).toEqual({ success: true, unreadCount: 0 });
    expect((await trpc('notifications.list', { cursor: 'x' }, 'query', reader)).status).toBe(400);
    expect((await trpc('notifications.unreadCount', undefined, 'query', null)).status).toBe(401);
  });
});
