import {
  ActionIcon,
  type ActionIconProps,
  Anchor,
  type AnchorProps,
  Button,
  type ButtonProps,
} from '@mantine/core';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import { forwardRef, type AnchorHTMLAttributes } from 'react';

/*
 * Mantine components as typed router links: `to`, `params` and `search` are
 * checked against the route tree (Mantine's `component={Link}` loses that).
 */

export type AnchorElementProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color' | 'style'>;

const AnchorBase = forwardRef<HTMLAnchorElement, AnchorProps & AnchorElementProps>((props, ref) => (
  <Anchor ref={ref} {...props} />
));
AnchorBase.displayName = 'AnchorBase';
const CreatedAnchorLink = createLink(AnchorBase);
/** Mantine Anchor that navigates with the router. */
export const AnchorLink: LinkComponent<typeof AnchorBase> = (props) => (
  <CreatedAnchorLink preload="intent" {...props} />
);

const ButtonBase = forwardRef<HTMLAnchorElement, ButtonProps & AnchorElementProps>((props, ref) => (
  <Button ref={ref} component="a" {...props} />
));
ButtonBase.displayName = 'ButtonBase';
const CreatedButtonLink = createLink(ButtonBase);
/** Mantine Button that navigates with the router. */
export const ButtonLink: LinkComponent<typeof ButtonBase> = (props) => (
  <CreatedButtonLink preload="intent" {...props} />
);

const ActionIconBase = forwardRef<HTMLAnchorElement, ActionIconProps & AnchorElementProps>(
  (props, ref) => <ActionIcon ref={ref} component="a" {...props} />,
);
ActionIconBase.displayName = 'ActionIconBase';
const CreatedActionIconLink = createLink(ActionIconBase);
/** Mantine ActionIcon (an icon button) that navigates with the router: give it an aria-label. */
export const ActionIconLink: LinkComponent<typeof ActionIconBase> = (props) => (
  <CreatedActionIconLink preload="intent" {...props} />
);
