import { useEffect, useState } from 'react';

/**
 * Code that is not needed to show the first page (a menu's items, a drawer,
 * the toasts), loaded once when first wanted and remembered, so later
 * renders have it at once. `load()` starts (or joins) the download; a failed
 * one is tried again on the next `load()`.
 */
export interface Deferred<T> {
  load: () => Promise<T>;
  /** The module once loaded, else undefined. */
  current: () => T | undefined;
}

export function deferred<T>(importer: () => Promise<T>): Deferred<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    load: () =>
      (pending ??= importer().then(
        (module) => (value = module),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      )),
    current: () => value,
  };
}

/**
 * The deferred module once `wanted` has been true (then it stays): undefined
 * until it has loaded. A module loaded already is there on the first render.
 */
export function useDeferred<T>(module: Deferred<T>, wanted: boolean): T | undefined {
  const [loaded, setLoaded] = useState<{ current: T } | undefined>(() => {
    const current = module.current();
    return current === undefined ? undefined : { current };
  });
  useEffect(() => {
    if (!wanted || loaded) return;
    let live = true;
    module.load().then(
      (current) => live && setLoaded({ current }),
      // Nothing to show; the next time it is wanted it is tried again.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [module, wanted, loaded]);
  return loaded?.current;
}
