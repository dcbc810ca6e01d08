import { act, renderHook } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { deferred, useDeferred } from './deferred';

const MODULE = { answer: 42 };

test('a deferred module is imported once, however often it is asked for', async () => {
  const importer = vi.fn(() => Promise.resolve(MODULE));
  const module = deferred(importer);
  expect(importer).not.toHaveBeenCalled();
  expect(module.current()).toBeUndefined();
  const [first, second] = await Promise.all([module.load(), module.load()]);
  expect(first).toBe(MODULE);
  expect(second).toBe(MODULE);
  expect(await module.load()).toBe(MODULE);
  expect(module.current()).toBe(MODULE);
  expect(importer).toHaveBeenCalledTimes(1);
});

test('a failed import is tried again on the next load', async () => {
  const importer = vi
    .fn<() => Promise<typeof MODULE>>()
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValueOnce(MODULE);
  const module = deferred(importer);
  await expect(module.load()).rejects.toThrow('offline');
  expect(module.current()).toBeUndefined();
  expect(await module.load()).toBe(MODULE);
  expect(importer).toHaveBeenCalledTimes(2);
});

test('useDeferred loads nothing until wanted, then keeps the module', async () => {
  const importer = vi.fn(() => Promise.resolve(MODULE));
  const module = deferred(importer);
  const { result, rerender } = renderHook(({ wanted }) => useDeferred(module, wanted), {
    initialProps: { wanted: false },
  });
  expect(result.current).toBeUndefined();
  expect(importer).not.toHaveBeenCalled();

  rerender({ wanted: true });
  await act(() => module.load());
  expect(result.current).toBe(MODULE);

  // No longer wanted (the modal closed): what has loaded stays.
  rerender({ wanted: false });
  expect(result.current).toBe(MODULE);
});

test('a module loaded already is there on the first render', async () => {
  const module = deferred(() => Promise.resolve(MODULE));
  await module.load();
  const { result } = renderHook(() => useDeferred(module, false));
  expect(result.current).toBe(MODULE);
});
