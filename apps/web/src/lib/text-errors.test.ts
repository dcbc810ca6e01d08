import { afterEach, expect, test, vi } from 'vitest';
import { createTrpcClient } from './trpc';
import { statusErrorMessage } from './errors';

afterEach(() => vi.unstubAllGlobals());

function answer(status: number, body: string, contentType: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(new Response(body, { status, headers: { 'content-type': contentType } })),
    ),
  );
}

async function failureOf(call: Promise<unknown>): Promise<unknown> {
  try {
    await call;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

test('a failed answer in plain text keeps its status and text: "500: boom"', async () => {
  answer(500, 'boom', 'text/plain');
  const client = createTrpcClient('http://localhost/trpc');
  const error = await failureOf(client.preferences.update.mutate({ citationFormat: 'mla' }));
  expect(statusErrorMessage(error)).toBe('500: boom');
});

test('a proxy page on a batched query gives each call the status and the start of the page', async () => {
  answer(502, `<html><body>Bad Gateway${' '.repeat(400)}x</body></html>`, 'text/html');
  const client = createTrpcClient('http://localhost/trpc');
  const [first, second] = await Promise.all([
    failureOf(client.ideas.byId.query({ id: 1 })),
    failureOf(client.users.byId.query({ id: 2 })),
  ]);
  for (const error of [first, second]) {
    expect(statusErrorMessage(error)).toMatch(/^502: <html><body>Bad Gateway/);
    expect(statusErrorMessage(error).length).toBeLessThanOrEqual(305);
  }
});

test('an empty failed answer shows the status text', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(new Response(null, { status: 503, statusText: 'Service Unavailable' })),
    ),
  );
  const client = createTrpcClient('http://localhost/trpc');
  const error = await failureOf(client.ideas.byId.query({ id: 1 }));
  expect(statusErrorMessage(error)).toBe('503: Service Unavailable');
});
