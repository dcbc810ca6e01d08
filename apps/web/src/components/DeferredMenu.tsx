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
 *
 * A menu that arrives while the button is pressed waits for the release:
 * swapped mid-press, the release would land on the new button, and the
 * click be lost, or (where the click is tried again, as test drivers do)
 * counted twice, opening the menu and closing it at once.
 */
export function DeferredMenu<M>({ menu, target, render }: DeferredMenuProps<M>) {
  const [loaded, setLoaded] = useState<{ module: M } | undefined>(() => {
    const module = menu.current();
    return module === undefined ? undefined : { module };
  });
  const node = useRef<HTMLElement>(null);
  const clicked = useRef(false);
  const hadFocus = useRef(false);
  const pressed = useRef(false);
  const arrivedDuringPress = useRef<{ module: M }>(undefined);

  useEffect(() => {
    if (!loaded) return;
    if (hadFocus.current) node.current?.focus();
    // The click that asked for the menu, now that the menu listens.
    if (clicked.current) node.current?.click();
    hadFocus.current = false;
    clicked.current = false;
  }, [loaded]);

  if (loaded) return render(loaded.module, cloneElement(target, { ref: node }));

  const show = (arrived: { module: M }) => {
    hadFocus.current ||= node.current !== null && document.activeElement === node.current;
    setLoaded(arrived);
  };
  const load = () => {
    menu.load().then(
      (module) => {
        if (pressed.current) arrivedDuringPress.current = { module };
        else show({ module });
      },
      // The button stays as it is; the next hover, focus or click tries again.
      () => undefined,
    );
  };
  const release = () => {
    document.removeEventListener('pointerup', release);
    document.removeEventListener('pointercancel', release);
    // After the click that ends the press, which the browser sends in the same task.
    setTimeout(() => {
      pressed.current = false;
      const arrived = arrivedDuringPress.current;
      arrivedDuringPress.current = undefined;
      if (arrived) show(arrived);
    });
  };
  return cloneElement(target, {
    ref: node,
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: load,
    onFocus: load,
    onPointerDown: () => {
      if (!pressed.current) {
        pressed.current = true;
        document.addEventListener('pointerup', release);
        document.addEventListener('pointercancel', release);
      }
      load();
    },
    onClick: () => {
      clicked.current = true;
      load();
    },
  });
}
