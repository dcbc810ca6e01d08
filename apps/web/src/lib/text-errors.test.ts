import { afterEach, expect, test, vi } from 'vitest';
import { createTrpcClient } from './trpc';
import { errorCode, statusErrorMessage } from './errors';

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

test('a proxy page on a batched query gives each call the status and its text, not the page', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(
        new Response(`<html><body><h1>502 Bad Gateway</h1>${' '.repeat(400)}nginx</body></html>`, {
          status: 502,
          statusText: 'Bad Gateway',
          headers: { 'content-type': 'text/html' },
        }),
      ),
    ),
  );
  const client = createTrpcClient('http://localhost/trpc');
  const [first, second] = await Promise.all([
    failureOf(client.ideas.byId.query({ id: 1 })),
    failureOf(client.users.byId.query({ id: 2 })),
  ]);
  for (const error of [first, second]) expect(statusErrorMessage(error)).toBe('502: Bad Gateway');
});

test('a proxy page without a status text (HTTP/2) still reads "502: Bad Gateway"', async () => {
  answer(502, '<!DOCTYPE html><title>oops</title>', 'text/html; charset=utf-8');
  const client = createTrpcClient('http://localhost/trpc');
  const error = await failureOf(client.ideas.byId.query({ id: 1 }));
  expect(statusErrorMessage(error)).toBe('502: Bad Gateway');
});

test('a JSON 500 from outside tRPC shows the server’s message', async () => {
  answer(500, JSON.stringify({ message: 'Something went wrong on our side.' }), 'application/json');
  const client = createTrpcClient('http://localhost/trpc');
  const error = await failureOf(client.preferences.update.mutate({ citationFormat: 'mla' }));
  expect(statusErrorMessage(error)).toBe('500: Something went wrong on our side.');
  expect(errorCode(error)).toBe('INTERNAL_SERVER_ERROR');
});

test('a refused Origin (403 {message}) reads as the server said', async () => {
  answer(403, JSON.stringify({ message: 'Cross-site request refused' }), 'application/json');
  const client = createTrpcClient('http://localhost/trpc');
  const error = await failureOf(client.preferences.update.mutate({ citationFormat: 'mla' }));
  expect(statusErrorMessage(error)).toBe('403: Cross-site request refused');
  expect(errorCode(error)).toBe('FORBIDDEN');
});

test('tRPC’s own error answers pass through untouched', async () => {
  answer(
    404,
    JSON.stringify({
      error: {
        message: 'Idea not found',
        code: -32004,
        data: { code: 'NOT_FOUND', httpStatus: 404, issues: [] },
      },
    }),
    'application/json',
  );
  const client = createTrpcClient('http://localhost/trpc');
  const error = await failureOf(client.ideas.byId.query({ id: 1 }));
  expect(statusErrorMessage(error)).toBe('404: Idea not found');
  expect(errorCode(error)).toBe('NOT_FOUND');
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
