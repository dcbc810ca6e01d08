import { commentInput } from '@thisoneforfree/contracts';
import { afterEach, expect, test, vi } from 'vitest';
import { newClientKey } from './client-key';

afterEach(() => vi.unstubAllGlobals());

test('client keys are UUIDs the comment schema accepts, new each time', () => {
  const keys = new Set(Array.from({ length: 20 }, newClientKey));
  expect(keys.size).toBe(20);
  for (const clientKey of keys)
    expect(commentInput.parse({ content: 'x', clientKey }).clientKey).toBe(clientKey);
});

test('without crypto.randomUUID (plain http) the key is still a valid UUID', () => {
  const real = globalThis.crypto;
  vi.stubGlobal('crypto', {
    getRandomValues: <T extends ArrayBufferView>(array: T) => real.getRandomValues(array),
  });
  const clientKey = newClientKey();
  expect(commentInput.safeParse({ content: 'x', clientKey }).success).toBe(true);
});
