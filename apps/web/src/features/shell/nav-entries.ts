/** The menu of SPEC §2, in its order: one list for the inline bar and the drawer. */
export type NavEntry =
  | {
      kind: 'link';
      label: NavLabel;
      link: NavTarget;
      /** The call to act: a filled (Register) or light (Submit Idea) button in the bar. */
      variant?: 'filled' | 'light';
      /** Shown to admins only (Moderation). */
      adminOnly?: boolean;
    }
  | { kind: 'name' }
  | { kind: 'logout' };

/** The links' names; the drawer gives each an icon (MobileMenu.tsx), the bar none. */
export type NavLabel =
  'About' | 'Log in' | 'Register' | 'Submit Idea' | 'My Favorites' | 'Settings' | 'Moderation';

type NavTarget =
  | { to: '/about' | '/auth' | '/submit' | '/favorites' | '/settings' | '/admin' }
  | { to: '/auth'; search: { tab: 'register' } };

const ABOUT: NavEntry = {
  kind: 'link',
  label: 'About',
  link: { to: '/about' },
};

export const VISITOR_MENU: NavEntry[] = [
  ABOUT,
  { kind: 'link', label: 'Log in', link: { to: '/auth' } },
  {
    kind: 'link',
    label: 'Register',
    link: { to: '/auth', search: { tab: 'register' } },
    variant: 'filled',
  },
];

export const USER_MENU: NavEntry[] = [
  ABOUT,
  { kind: 'link', label: 'Submit Idea', link: { to: '/submit' }, variant: 'light' },
  { kind: 'name' },
  { kind: 'link', label: 'My Favorites', link: { to: '/favorites' } },
  { kind: 'link', label: 'Settings', link: { to: '/settings' } },
  // Issue 13: the moderation page, for admins.
  { kind: 'link', label: 'Moderation', link: { to: '/admin' }, adminOnly: true },
  { kind: 'logout' },
];

/** The menu entries `user` sees: SPEC §2's, and Moderation for an admin. */
export function menuFor(user: { isAdmin: number } | null): NavEntry[] {
  if (!user) return VISITOR_MENU;
  return USER_MENU.filter(
    (entry) => entry.kind !== 'link' || !entry.adminOnly || user.isAdmin === 1,
  );
}
