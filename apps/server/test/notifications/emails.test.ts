import {
  DEFAULT_EMAIL_PREFERENCES,
  MESSAGES,
  type NotificationPreferences,
} from '@thisoneforfree/contracts';
import { beforeAll, describe, expect, test } from 'vitest';
import { createServices } from '../../src/create-services.js';
import { releaseLease, takeLease } from '../../src/data/similarity.js';
import { silentLogger } from '../../src/runtime/logger.js';
import { sendDigestsNow } from '../../src/services/notifications/emails.js';
import { trpcCallOn } from '../factories.js';
import { call, createUser, type TestUser, useTestApp } from '../helper.js';
import {
  type NotificationMail,
  notificationMail,
  notifyCalls,
  testClock,
  unsubscribeLinks,
} from './notify-calls.js';

// 10:00 UTC on May 4th: that day's digest (07:00) has gone; the next is May 5th, 07:00.
const time = testClock('2026-05-04T10:00:00.000Z');
const ctx = useTestApp({}, { clock: time.clock });
const trpc = trpcCallOn(ctx);
const { idea, comment, rate, follows, prefer, preferences, setPreferences, sentMail, texts } =
  notifyCalls(ctx);
const v = MESSAGES.validation;

let grace: TestUser;
let alan: TestUser;

beforeAll(async () => {
  grace = await createUser(ctx, { name: 'Grace Hopper' });
  alan = await createUser(ctx, { name: 'Alan Turing' });
});

const mailTo = (user: TestUser, mail: NotificationMail[]) =>
  mail.filter((message) => message.to.includes(user.user.email));
/** The notification emails in the outbox (not the verification emails every account gets). */
const outbox = () => notificationMail(ctx);

/** Runs the mail job as its timer would, once the services' clock says so. */
const runMailJob = () => ctx.app.services.notificationEmails.settled();

describe('email preferences', () => {
  test('start at the defaults: my ideas in the digest, what I follow off', async () => {
    const user = await createUser(ctx);
    expect(await preferences(user)).toEqual({
      comments: 'digest',
      replies: 'digest',
      ratings: 'digest',
      claims: 'digest',
      followedClaims: 'off',
      newIdeas: 'off',
    } satisfies NotificationPreferences);
  });

  test('a change keeps the categories left out; an unknown mode or category is a 400', async () => {
    const user = await createUser(ctx);
    expect(await prefer(user, { comments: 'instant', newIdeas: 'digest' })).toEqual({
      ...DEFAULT_EMAIL_PREFERENCES,
      comments: 'instant',
      newIdeas: 'digest',
    });
    expect(await prefer(user, { ratings: 'off' })).toMatchObject({
      comments: 'instant',
      ratings: 'off',
    });
    let response = await setPreferences(user, { comments: 'weekly' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      issues: [{ path: 'comments', message: v.emailModeInvalid }],
    });
    response = await setPreferences(user, { likes: 'off' });
    expect(response.statusCode).toBe(400);
    expect((await setPreferences(null, { comments: 'off' })).statusCode).toBe(401);
  });

  test('over tRPC: notifications.preferences and setPreferences', async () => {
    const user = await createUser(ctx);
    const set = await trpc('notifications.setPreferences', { replies: 'off' }, 'mutation', user);
    expect(set.data).toMatchObject({ replies: 'off' });
    const read = await trpc('notifications.preferences', undefined, 'query', user);
    expect(read.data).toEqual(set.data);
  });
});

describe('instant emails', () => {
  test('go out as the notification is written, with the unsubscribe link and headers', async () => {
    const author = await createUser(ctx, { name: 'Katherine Johnson' });
    await prefer(author, { comments: 'instant' });
    const orbit = await idea(author, { title: 'Orbits by hand' });
    const posted = await comment(orbit.id, grace, 'Check the reentry window.');
    const [mail, ...more] = mailTo(author, await sentMail());
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Grace Hopper commented on your idea “Orbits by hand”');
    expect(mail!.text).toContain(`http://localhost:3000/idea/${orbit.id}#comment-${posted.id}`);
    expect(mail!.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const links = unsubscribeLinks(mail!);
    expect(links.page).toMatch(
      new RegExp(`^http://localhost:3000/unsubscribe/${author.user.id}-comments-`),
    );
    expect(links.post).toBe(links.page.replace('/unsubscribe/', '/api/unsubscribe/'));
  });

  test('nothing is emailed for a category that is off or in the digest, nor to an unverified address', async () => {
    const author = await createUser(ctx);
    const quiet = await idea(author);
    await comment(quiet.id, grace, 'For the digest.');
    await prefer(author, { ratings: 'off' });
    await rate(quiet.id, alan);
    const unverified = await createUser(ctx, { verified: false });
    await prefer(unverified, { ratings: 'instant' });
    // Made by the service (an unverified account cannot post): rated, it is notified, not emailed.
    const theirs = await idea(unverified, { createdAt: time.clock.now().toISOString() });
    await rate(theirs.id, alan);
    expect(await texts(unverified)).toEqual([`A new rating of your idea “${theirs.title}”`]);
    const mail = await sentMail();
    expect(mailTo(author, mail)).toEqual([]);
    expect(mailTo(unverified, mail)).toEqual([]);
  });

  test('a notification whose comment was hidden before its email went is never sent', async () => {
    const author = await createUser(ctx);
    await prefer(author, { comments: 'instant' });
    const target = await idea(author);
    const { db } = ctx.app.services;
    // Another process holds the mail job while the comment is posted and hidden.
    expect(
      await takeLease(db, 'notification-emails', 'another', Date.now(), Date.now() + 60_000),
    ).toBe(true);
    const posted = await comment(target.id, grace, 'Hidden before its email.');
    await db
      .updateTable('comments')
      .set({ status: 'hidden' })
      .where('id', '=', posted.id)
      .execute();
    await releaseLease(db, 'notification-emails', 'another');
    expect(mailTo(author, await sentMail())).toEqual([]);
  });
});

describe('the daily digest', () => {
  test('goes out at its hour with what came before it, once, across a restart', async () => {
    const author = await createUser(ctx, { name: 'Dorothy Vaughan' });
    const fan = await createUser(ctx, { name: 'Digest Reader' });
    await prefer(fan, { newIdeas: 'digest' });
    await follows(fan, { kind: 'user', target: author.user.id });
    const fortran = await idea(author, { title: 'Teaching FORTRAN to a room' });
    await comment(fortran.id, grace, 'I can help.');
    await rate(fortran.id, grace);
    await rate(fortran.id, alan);
    // Still May 4th: today's digest (07:00) went before these, tomorrow's carries them.
    await runMailJob();
    expect(mailTo(author, outbox())).toEqual([]);

    time.set('2026-05-05T07:00:00.000Z');
    await runMailJob();
    const [digest, ...more] = mailTo(author, outbox());
    expect(more).toEqual([]);
    expect(digest!.subject).toBe('Your daily digest from This One for Free: 2 notifications');
    expect(digest!.text).toContain(
      '- Grace Hopper commented on your idea “Teaching FORTRAN to a room”',
    );
    expect(digest!.text).toContain('- 2 new ratings of your idea “Teaching FORTRAN to a room”');
    expect(unsubscribeLinks(digest!).page).toContain(`/unsubscribe/${author.user.id}-digest-`);
    expect(mailTo(fan, outbox()).map((m) => m.subject)).toEqual([
      'Your daily digest from This One for Free: 1 notification',
    ]);

    // The job again, and a new process on the same database: nothing more.
    await runMailJob();
    const restarted = await createServices(ctx.config, { clock: time.clock, log: silentLogger() });
    try {
      await restarted.notificationEmails.settled();
    } finally {
      await restarted.close();
    }
    expect(mailTo(author, outbox())).toHaveLength(1);

    // A rating after the digest counts from there: "A new rating", in the next one.
    time.advance(60 * 60_000);
    const third = await createUser(ctx);
    await rate(fortran.id, third);
    await runMailJob();
    expect(mailTo(author, outbox())).toHaveLength(1);
    time.set('2026-05-06T07:30:00.000Z');
    await runMailJob();
    const next = mailTo(author, outbox())[1]!;
    expect(next.text).toContain('- A new rating of your idea “Teaching FORTRAN to a room”');
    time.set('2026-05-04T10:00:00.000Z');
  });

  test('sending now (the admin command) sends what waits, and two processes at once send it once', async () => {
    const author = await createUser(ctx);
    const target = await idea(author, { title: 'Sent now' });
    await comment(target.id, grace, 'Now, please.');
    const second = await createServices(ctx.config, { clock: time.clock, log: silentLogger() });
    try {
      const sent = await Promise.all([
        sendDigestsNow(ctx.app.services, { holder: 'admin-one' }),
        sendDigestsNow(second, { holder: 'admin-two' }),
      ]);
      expect(sent.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    } finally {
      await second.close();
    }
    const digests = mailTo(author, outbox());
    expect(digests.map((m) => m.subject)).toEqual([
      'Your daily digest from This One for Free: 1 notification',
    ]);
    expect(await sendDigestsNow(ctx.app.services, { holder: 'admin-three' })).toBe(0);
    expect(await texts(author)).toEqual(['Grace Hopper commented on your idea “Sent now”']);
  });

  test('turning a category off before the digest leaves its notifications out', async () => {
    const author = await createUser(ctx);
    const target = await idea(author, { title: 'Never mind' });
    await comment(target.id, grace, 'Not for email.');
    await prefer(author, { comments: 'off' });
    await sendDigestsNow(ctx.app.services, { holder: 'admin' });
    expect(mailTo(author, outbox())).toEqual([]);
  });
});

describe('unsubscribe links', () => {
  /** An instant email to a new researcher about ratings, and its links. */
  async function ratingsEmail() {
    const author = await createUser(ctx);
    await prefer(author, { ratings: 'instant', comments: 'instant' });
    const rated = await idea(author);
    await rate(rated.id, grace);
    const [mail] = mailTo(author, await sentMail());
    return { author, links: unsubscribeLinks(mail!) };
  }

  const tokenOf = (link: string) => link.split('/').pop()!;
  const post = (token: string, extra: Partial<Parameters<typeof call>[1]> = {}) =>
    call(ctx, { method: 'POST', url: `/api/unsubscribe/${token}`, ...extra });

  test('one click turns the email’s category off, without login, as RFC 8058 sends it', async () => {
    const { author, links } = await ratingsEmail();
    const response = await call(ctx, {
      method: 'POST',
      url: new URL(links.post).pathname,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, turnedOff: ['ratings'] });
    expect(await preferences(author)).toMatchObject({ ratings: 'off', comments: 'instant' });
    // Again: nothing left to turn off. As multipart, and from webmail's own page.
    const again = await call(ctx, {
      method: 'POST',
      url: new URL(links.post).pathname,
      payload:
        '--b\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--b--\r\n',
      headers: {
        'content-type': 'multipart/form-data; boundary=b',
        origin: 'https://mail.example.com',
      },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ success: true, turnedOff: [] });
  });

  test('the page’s confirmation (tRPC) does the same', async () => {
    const { author, links } = await ratingsEmail();
    const done = await trpc(
      'notifications.unsubscribe',
      { token: tokenOf(links.page) },
      'mutation',
    );
    expect(done.data).toEqual({ success: true, turnedOff: ['ratings'] });
    expect((await preferences(author)).ratings).toBe('off');
  });

  test('a digest’s link turns off every category in the digest', async () => {
    const author = await createUser(ctx);
    await prefer(author, { newIdeas: 'digest', replies: 'off', claims: 'instant' });
    const target = await idea(author);
    await comment(target.id, grace, 'For the digest.');
    await sendDigestsNow(ctx.app.services, { holder: 'admin' });
    const [digest] = mailTo(author, outbox());
    const response = await post(tokenOf(unsubscribeLinks(digest!).post));
    expect(response.json()).toEqual({
      success: true,
      turnedOff: ['comments', 'ratings', 'newIdeas'],
    });
    expect(await preferences(author)).toEqual({
      comments: 'off',
      replies: 'off',
      ratings: 'off',
      claims: 'instant',
      followedClaims: 'off',
      newIdeas: 'off',
    });
  });

  test('a tampered token, another user’s id or scope, or a deleted account is a 400', async () => {
    const { author, links } = await ratingsEmail();
    const token = tokenOf(links.post);
    const [, id, scope, mac] = /^(\d+)-([a-zA-Z]+)-(.+)$/.exec(token) as unknown as [
      string,
      string,
      string,
      string,
    ];
    const flipped = `${mac.slice(0, 10)}${mac[10] === 'A' ? 'B' : 'A'}${mac.slice(11)}`;
    const forged = [
      `${id}-${scope}-${flipped}`,
      `${grace.user.id}-${scope}-${mac}`,
      `${id}-digest-${mac}`,
      `${id}-${scope}-${mac.slice(0, 20)}`,
      `${id}-likes-${mac}`,
      `0${id}-${scope}-${mac}`,
      `${id}.${scope}.${mac}`,
    ];
    for (const bad of forged) {
      const response = await post(bad);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json<{ message: string }>().message, bad).toBe(
        MESSAGES.errors.unsubscribeLinkInvalid,
      );
    }
    expect((await preferences(author)).ratings).toBe('instant');
    expect((await preferences(grace)).ratings).not.toBe('off');
    const deleted = await call(ctx, {
      method: 'POST',
      url: '/api/user/delete',
      payload: { password: author.password, username: author.user.username },
      cookie: author.cookie,
    });
    expect(deleted.statusCode).toBe(200);
    expect((await post(token)).statusCode).toBe(400);
  });
});
