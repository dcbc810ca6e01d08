import type { AccessTokenInput, CreatedAccessToken } from '@thisoneforfree/contracts';
import { expect } from 'vitest';
import { call, type Call, type TestContext, type TestUser } from '../helper.js';

/** POST /api/user/tokens as `user` (session cookie); expects 201 and answers the token. */
export async function createToken(
  context: TestContext,
  user: TestUser,
  input: Partial<AccessTokenInput> = {},
): Promise<CreatedAccessToken> {
  const response = await call(context, {
    method: 'POST',
    url: '/api/user/tokens',
    cookie: user.cookie,
    payload: { name: 'script', scope: 'read write', ...input },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CreatedAccessToken>();
}

/** A REST call signed with a personal access token instead of a cookie. */
export function withToken(context: TestContext, token: string, request: Omit<Call, 'cookie'>) {
  return call(context, {
    ...request,
    headers: { authorization: `Bearer ${token}`, ...request.headers },
  });
}
