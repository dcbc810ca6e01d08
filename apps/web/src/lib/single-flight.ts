import { useCallback, useRef } from 'react';

/**
 * One write at a time from one control: `run(start)` calls `start(done)`
 * unless a write it started has not called `done` yet. A double click sends
 * one request even before the button re-renders as busy (the mutation's
 * `isPending` reaches React a moment after the first click).
 */
export function useSingleFlight(): (start: (done: () => void) => void) => void {
  const busy = useRef(false);
  return useCallback((start: (done: () => void) => void) => {
    if (busy.current) return;
    busy.current = true;
    start(() => {
      busy.current = false;
    });
  }, []);
}
