import { MESSAGES } from '@thisoneforfree/contracts';
import { expect, test } from 'vitest';
import { RATE_LIMITS } from '../../src/plugins/rate-limits.js';
import { createIdea } from '../factories.js';
import { createUser, useTestApp } from '../helper.js';
import { createToken, withToken } from './token-calls.js';

// Each request comes from its own address (trusted X-Forwarded-For), so only
// the per-token count can refuse it.
const ctx = useTestApp({ RATE_LIMIT: '1', TRUST_PROXY: '1' });

let address = 0;
const nextAddress = () => `198.51.100.${(address += 1) % 250}`;

test('writes with a token are limited per token, from however many addresses', async () => {
  const ada = await createUser(ctx);
  const idea = await createIdea(ctx, ada);
  const { token } = await createToken(ctx, ada);
  const other = await createToken(ctx, ada, { name: 'another script' });
  const favorite = (secret: string, from: string) =>
    withToken(ctx, secret, {
      method: 'POST',
      url: `/api/favorites/add/${idea.id}`,
      headers: { 'x-forwarded-for': from },
    });
  for (let i = 0; i < RATE_LIMITS.tokenWrite.max; i += 1) {
    expect((await favorite(token, nextAddress())).statusCode).toBe(200);
  }
  const over = await favorite(token, nextAddress());
  expect(over.statusCode).toBe(429);
  expect(over.json()).toEqual({ message: MESSAGES.errors.rateLimited });
  // Reads go on, and so do another token's writes.
  expect((await withToken(ctx, token, { url: '/api/favorites' })).statusCode).toBe(200);
  expect((await favorite(other.token, nextAddress())).statusCode).toBe(200);
});

test('a token also counts in the bucket of what it writes (posting), per token', async () => {
  const ada = await createUser(ctx);
  const idea = await createIdea(ctx, ada);
  const { token } = await createToken(ctx, ada);
  const comment = () =>
    withToken(ctx, token, {
      method: 'POST',
      url: `/api/ideas/${idea.id}/comments`,
      payload: { content: 'From a script' },
      headers: { 'x-forwarded-for': nextAddress() },
    });
  for (let i = 0; i < RATE_LIMITS.post.max; i += 1) expect((await comment()).statusCode).toBe(201);
  expect((await comment()).statusCode).toBe(429);
});
