import { type RefObject, useEffect, useRef } from 'react';

/**
 * Calls `onReach` when `target` comes within `rootMargin` of the viewport,
 * while `enabled`. Without IntersectionObserver nothing happens (the page
 * keeps its "Load more" button).
 */
export function useInfiniteScroll(
  target: RefObject<Element | null>,
  onReach: () => void,
  enabled: boolean,
  rootMargin = '600px 0px',
) {
  const callback = useRef(onReach);
  useEffect(() => {
    callback.current = onReach;
  }, [onReach]);

  useEffect(() => {
    const element = target.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, enabled, rootMargin]);
}
