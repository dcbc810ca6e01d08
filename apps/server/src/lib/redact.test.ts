import { expect, test } from 'vitest';
import { redactSecrets } from './redact.js';

const token = 'mfrggzdfmztwq2lknnwg23tpobyxe43u';

test.each([
  [`GET /verify-email/${token}`, 'GET /verify-email/[redacted]'],
  [`POST /api/verify-email/${token}?x=1`, 'POST /api/verify-email/[redacted]?x=1'],
  [`"url":"/reset-password/${token}"`, '"url":"/reset-password/[redacted]"'],
  [`/confirm-email/${token}#top`, '/confirm-email/[redacted]#top'],
  [
    `"url":"/trpc/auth.verifyEmail?input=%7B%22token%22%3A%22${token}%22%7D"`,
    '"url":"/trpc/auth.verifyEmail?input=[redacted]"',
  ],
  [
    JSON.stringify({ url: `/trpc/a,b?batch=1&input={"0":{"token":"${token}"}}&x=1` }),
    '{"url":"/trpc/a,b?batch=1&input=[redacted]&x=1"}',
  ],
  [`Authorization tof_${token} leaked`, 'Authorization tof_[redacted] leaked'],
])('%s', (line, expected) => {
  expect(redactSecrets(line)).toBe(expected);
  expect(redactSecrets(line)).not.toContain(token);
});

test('text without secrets is left as it is', () => {
  const line = '{"level":30,"req":{"method":"GET","url":"/api/ideas/12"},"msg":"incoming request"}';
  expect(redactSecrets(line)).toBe(line);
  expect(redactSecrets('/verify-email/')).toBe('/verify-email/');
});
