import { ActionIcon, type ActionIconProps } from '@mantine/core';

/**
 * The room of a favorite star whose state is not known yet: the same button,
 * invisible and out of the tab order and the accessibility tree, so the
 * title beside it does not reflow when the star comes.
 */
export function FavoriteStarPlaceholder(props: Pick<ActionIconProps, 'size' | 'variant'>) {
  return (
    <ActionIcon
      {...props}
      component="span"
      aria-hidden
      tabIndex={-1}
      style={{ visibility: 'hidden' }}
      data-testid="favorite-star-placeholder"
    />
  );
}
