#!/usr/bin/env node
// Calls every REST path of SPEC §7 against a running server, as a new client
// would, and prints what each answered. Usage:
//   node scripts/api-smoke.mjs [http://localhost:3000] [data/outbox]
// Posting needs a verified email address: the new account opens the link of
// its verification email from the server's outbox folder (the second
// argument, data/outbox by default, as `npm start` writes it); without one
// it posts as the demo account instead.
// Exits 1 if any call answers differently from what the spec leads a client to expect.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const base = (process.argv[2] ?? 'http://localhost:3000').replace(/\/$/, '');
const outbox = process.argv[3] ?? 'data/outbox';
let cookie = '';
let failures = 0;

async function call(method, path, body, expected) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const setCookie = response.headers.get('set-cookie');
  if (setCookie) cookie = setCookie.split(';')[0];
  const text = await response.text();
  const ok = response.status === expected;
  if (!ok) failures += 1;
  console.log(
    `${ok ? 'ok  ' : 'FAIL'} ${method.padEnd(4)} ${path.padEnd(34)} ${response.status}${ok ? '' : ` (expected ${expected})`}  ${text.slice(0, 90)}`,
  );
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const id = Date.now().toString(36);
await call('GET', '/api/user', undefined, 401);
await call('GET', '/api/ideas', undefined, 200);
await call('GET', '/api/users', undefined, 200);
await call('POST', '/api/ideas', { title: 'x' }, 401);
const user = await call(
  'POST',
  '/api/register',
  {
    username: `smoke${id}`,
    password: 'smoke-test-password',
    email: `smoke${id}@example.org`,
    orcidId: '',
    institution: 'Smoke Test University',
    name: 'Smoke Tester',
  },
  201,
);
await call('GET', '/api/user', undefined, 200);
await call('POST', '/api/logout', undefined, 200);
await call('GET', '/api/user', undefined, 401);
await call('POST', '/api/login', { username: `smoke${id}`, password: 'wrong-password' }, 401);
await call('POST', '/api/login', { username: `smoke${id}`, password: 'smoke-test-password' }, 200);
const unverified = {
  title: 'Posted before verifying',
  challenge: 'c',
  approach: 'a',
  impact: 'i',
  fields: ['Computer Science'],
};
await call('POST', '/api/ideas', unverified, 403);

/** The token of the verification link mailed to `email`, from the outbox folder, if readable. */
function verificationToken(email) {
  try {
    const file = readdirSync(outbox)
      .filter((name) => name.includes(email))
      .sort()
      .pop();
    const raw = file ? readFileSync(join(outbox, file), 'utf8').replace(/=\r?\n/g, '') : '';
    return /\/verify-email\/([a-z2-7]+)/.exec(raw)?.[1];
  } catch {
    return undefined;
  }
}
const token = verificationToken(`smoke${id}@example.org`);
if (token) {
  await call('POST', `/api/verify-email/${token}`, undefined, 200);
} else {
  console.log(`(no verification email in ${outbox}: posting as the demo account)`);
  await call('POST', '/api/login', { username: 'demo', password: 'demo-password' }, 200);
}
await call(
  'POST',
  '/api/ideas',
  { title: 'No fields', challenge: 'c', approach: 'a', impact: 'i', fields: [] },
  400,
);
const idea = await call(
  'POST',
  '/api/ideas',
  {
    title: 'Smoke-testing every REST path',
    challenge: 'Clients need to know the API behaves as documented.',
    approach: 'Call each path once, as a new client would.',
    impact: 'Fewer surprises for integrators.',
    fields: ['Computer Science'],
    citations: [
      {
        type: 'external',
        externalData: { authors: 'Hopper, Grace', title: 'Compiling routines', year: 1953 },
      },
    ],
  },
  201,
);
await call('GET', `/api/ideas/${idea.id}`, undefined, 200);
await call('GET', '/api/ideas/999999999', undefined, 404);
await call('GET', '/api/ideas/not-a-number', undefined, 400);
await call('GET', `/api/users/${user.id}`, undefined, 200);
await call('GET', `/api/users/${user.id}/ideas`, undefined, 200);
await call('GET', '/api/favorites', undefined, 200);
await call('POST', `/api/favorites/add/${idea.id}`, undefined, 200);
await call('POST', `/api/favorites/remove/${idea.id}`, undefined, 200);
await call('POST', `/api/ideas/${idea.id}/rate`, { relevance: 8, difficulty: 4 }, 200);
await call('POST', `/api/ideas/${idea.id}/rate`, { relevance: 11, difficulty: 4 }, 400);
const comment = await call('POST', `/api/ideas/${idea.id}/comments`, { content: 'First!' }, 201);
await call(
  'POST',
  `/api/ideas/${idea.id}/comments`,
  { content: 'A reply', parentId: comment.id },
  201,
);
await call('GET', `/api/ideas/${idea.id}/comments`, undefined, 200);
await call('POST', `/api/comments/${comment.id}/flag`, undefined, 200);
await call('POST', `/api/comments/${comment.id}/status`, { status: 'hidden' }, 403);
await call('POST', '/api/user/preferences', { citationFormat: 'mla' }, 200);
await call('POST', '/api/user/preferences', { citationFormat: 'vancouver' }, 400);
await call('POST', '/api/verify-email/invalidtokeninvalidtokeninvalid', undefined, 400);
await call('POST', '/api/logout', undefined, 200);

console.log(
  failures === 0
    ? '\nEvery call answered as expected.'
    : `\n${failures} call(s) answered unexpectedly.`,
);
process.exit(failures === 0 ? 0 : 1);
