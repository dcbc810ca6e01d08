import { MESSAGES } from '@thisoneforfree/contracts';
import { expect, test } from 'vitest';
import { RATE_LIMITS } from '../../src/plugins/rate-limits.js';
import { trpcCall } from '../factories.js';
import { call, createUser, useTestApp } from '../helper.js';

const ctx = useTestApp({ RATE_LIMIT: '1' });

test('follows, marking read and email preferences count in one bucket, REST and tRPC alike', async () => {
  const reader = await createUser(ctx);
  const { cookie } = reader;
  const writes = [
    () =>
      call(ctx, {
        method: 'POST',
        url: '/api/follows',
        payload: { kind: 'field', target: 'Biology' },
        cookie,
      }),
    () =>
      call(ctx, {
        method: 'DELETE',
        url: '/api/follows',
        payload: { kind: 'field', target: 'Biology' },
        cookie,
      }),
    () =>
      call(ctx, { method: 'POST', url: '/api/notifications/read', payload: { all: true }, cookie }),
    () =>
      call(ctx, {
        method: 'PUT',
        url: '/api/notifications/preferences',
        payload: { comments: 'off' },
        cookie,
      }),
    () => trpcCall(ctx, 'follows.add', { kind: 'field', target: 'History' }, 'mutation', reader),
    () => trpcCall(ctx, 'notifications.markRead', { all: true }, 'mutation', reader),
  ];
  const statuses: number[] = [];
  for (let i = 0; i < RATE_LIMITS.notificationWrite.max; i += 1) {
    const response = await writes[i % writes.length]!();
    statuses.push('statusCode' in response ? response.statusCode : response.status);
  }
  expect(statuses.every((status) => status === 200)).toBe(true);
  const refused = await call(ctx, {
    method: 'POST',
    url: '/api/notifications/read',
    payload: { all: true },
    cookie,
  });
  expect(refused.statusCode).toBe(429);
  expect(refused.json()).toEqual({ message: MESSAGES.errors.rateLimited });
  expect(
    (
      await trpcCall(
        ctx,
        'follows.remove',
        { kind: 'field', target: 'History' },
        'mutation',
        reader,
      )
    ).status,
  ).toBe(429);
  // Reading is not limited.
  expect((await call(ctx, { url: '/api/notifications', cookie })).statusCode).toBe(200);
});
