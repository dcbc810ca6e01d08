import { useEffect, useState } from 'react';

const ACTIVITY_EVENTS = [
  'mousemove',
  'mousedown',
  'keydown',
  'scroll',
  'touchstart',
  'wheel',
] as const;

/**
 * True once `timeoutMs` pass with no mouse, key, scroll or touch activity;
 * any activity restarts the timer (SPEC §2 "Idle feedback prompt").
 */
export function useIdle(timeoutMs: number, enabled = true): [boolean, () => void] {
  const [idle, setIdle] = useState(false);
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!enabled || idle) return;
    let timer = setTimeout(() => setIdle(true), timeoutMs);
    const reset = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setIdle(true), timeoutMs);
    };
    for (const event of ACTIVITY_EVENTS)
      window.addEventListener(event, reset, { passive: true, capture: true });
    return () => {
      clearTimeout(timer);
      for (const event of ACTIVITY_EVENTS)
        window.removeEventListener(event, reset, { capture: true });
    };
  }, [timeoutMs, enabled, idle, round]);

  const restart = () => {
    setIdle(false);
    setRound((value) => value + 1);
  };
  return [idle, restart];
}
