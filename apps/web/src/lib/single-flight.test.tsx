import { renderHook } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { useSingleFlight } from './single-flight';

test('a second start while the first runs is dropped; after done, the next runs', () => {
  const { result } = renderHook(() => useSingleFlight());
  let done: () => void = () => undefined;
  const start = vi.fn((finish: () => void) => {
    done = finish;
  });
  result.current(start);
  result.current(start);
  expect(start).toHaveBeenCalledTimes(1);
  done();
  result.current(start);
  expect(start).toHaveBeenCalledTimes(2);
});
