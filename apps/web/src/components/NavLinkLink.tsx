import { NavLink, type NavLinkProps } from '@mantine/core';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import { forwardRef } from 'react';
import type { AnchorElementProps } from './links';

/*
 * Apart from links.tsx: only the drawer of small screens uses it, and
 * NavLink (with its collapse) need not come with every page.
 */

const NavLinkBase = forwardRef<HTMLAnchorElement, NavLinkProps & AnchorElementProps>(
  (props, ref) => <NavLink ref={ref} component="a" {...props} />,
);
NavLinkBase.displayName = 'NavLinkBase';
const CreatedNavLinkLink = createLink(NavLinkBase);
/** Mantine NavLink that navigates with the router. */
export const NavLinkLink: LinkComponent<typeof NavLinkBase> = (props) => (
  <CreatedNavLinkLink preload="intent" {...props} />
);
