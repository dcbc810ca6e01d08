import {
  cloneElement,
  useEffect,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import type { Deferred } from '../lib/deferred';

interface TargetProps {
  ref?: Ref<HTMLElement>;
  onClick?: () => void;
  onPointerDown?: () => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
}

export interface DeferredMenuProps<M> {
  /** The module with the menu (Mantine's Menu and its items), loaded when first wanted. */
  menu: Deferred<M>;
  /** The button that opens the menu: shown from the first render. */
  target: ReactElement<TargetProps>;
  /** The loaded menu, with `target` as its `Menu.Target`. */
  render: (module: M, target: ReactElement<TargetProps>) => ReactNode;
}

/**
 * A Mantine menu whose code (Menu, Popover, Floating UI: a tenth of the
 * first download) loads when the pointer or focus reaches its button, not
 * with the page. Until then the button stands alone, marked as opening a
 * menu; a click before the menu is there opens it as soon as it is. The
 * button is then rendered anew inside the menu: focus, if it had it, moves
 * to the new one.
 */
export function DeferredMenu<M>({ menu, target, render }: DeferredMenuProps<M>) {
  const [loaded, setLoaded] = useState<{ module: M } | undefined>(() => {
    const module = menu.current();
    return module === undefined ? undefined : { module };
  });
  const node = useRef<HTMLElement>(null);
  const clicked = useRef(false);
  const hadFocus = useRef(false);

  useEffect(() => {
    if (!loaded) return;
    if (hadFocus.current) node.current?.focus();
    // The click that asked for the menu, now that the menu listens.
    if (clicked.current) node.current?.click();
    hadFocus.current = false;
    clicked.current = false;
  }, [loaded]);

  if (loaded) return render(loaded.module, cloneElement(target, { ref: node }));

  const load = () => {
    menu.load().then(
      (module) => {
        hadFocus.current ||= node.current !== null && document.activeElement === node.current;
        setLoaded({ module });
      },
      // The button stays as it is; the next hover, focus or click tries again.
      () => undefined,
    );
  };
  return cloneElement(target, {
    ref: node,
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: load,
    onFocus: load,
    // A press counts from its start: if the menu arrives between press and
    // release, the release lands on the menu's own (new) button, and no click
    // fires on either.
    onPointerDown: () => {
      clicked.current = true;
      load();
    },
    onClick: () => {
      clicked.current = true;
      load();
    },
  });
}
