import { ActionIcon, Box, Button, Group, Title, Tooltip } from '@mantine/core';
import { IconArrowLeft, IconQuote, IconStar, IconStarFilled } from '@tabler/icons-react';
import { useCanGoBack, useRouter } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';
import { AnchorLink } from '../../components/links';
import type { IdeaDetail } from '@thisoneforfree/contracts';
import { useToggleFavorite } from '../favorites/useToggleFavorite';
import { FieldBadgeMenu } from '../follows/FieldBadgeMenu';
import { FollowButton } from '../follows/FollowButton';
import classes from './IdeaDetailPage.module.css';
import { VersionLine } from './VersionLine';

export interface IdeaHeaderProps {
  idea: Pick<IdeaDetail, 'id' | 'title' | 'createdAt' | 'fields' | 'version' | 'updatedAt'>;
  onCite: () => void;
  /** Beside Cite: the author's Edit and Withdraw. */
  actions?: ReactNode;
  /** The favorite star and Follow (not on an older version's page). */
  withFavorite?: boolean;
}

/**
 * Back link, title, dates and version, Cite, favorite star, Follow, the
 * author's actions and field badges (each with a menu to follow its field,
 * for signed-in users).
 */
export function IdeaHeader({ idea, onCite, actions, withFavorite = true }: IdeaHeaderProps) {
  return (
    <Box component="header" mb="xl">
      <BackLink />
      <Title order={1} id="idea-title" mt="md" className={classes.title}>
        {idea.title}
      </Title>
      <Group justify="space-between" mt="sm" gap="sm">
        <VersionLine idea={idea} />
        <Group gap="xs">
          {withFavorite && <FavoriteStar ideaId={idea.id} title={idea.title} />}
          {withFavorite && (
            <FollowButton
              target={{ kind: 'idea', target: idea.id }}
              name={`“${idea.title}”`}
              what={`claims and results on “${idea.title}”`}
            />
          )}
          <Button
            variant="light"
            leftSection={<IconQuote size={18} aria-hidden />}
            onClick={onCite}
            aria-haspopup="dialog"
          >
            Cite
          </Button>
          {actions}
        </Group>
      </Group>
      {idea.fields.length > 0 && (
        <Group
          component="ul"
          aria-label="Academic fields"
          gap={6}
          mt="md"
          mb={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          {idea.fields.map((field) => (
            <li key={field}>
              <FieldBadgeMenu field={field} />
            </li>
          ))}
        </Group>
      )}
    </Box>
  );
}

/** Back to where the reader came from (keeping browse filters), or to browse. */
export function BackLink() {
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!canGoBack || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)
      return;
    event.preventDefault();
    router.history.back();
  };
  return (
    <AnchorLink to="/" onClick={onClick} size="sm" c="dimmed" underline="hover">
      <Group gap={4} component="span" wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden />
        Back to ideas
      </Group>
    </AnchorLink>
  );
}

function FavoriteStar({ ideaId, title }: { ideaId: number; title: string }) {
  const { canFavorite, isFavorite, toggle, pendingId } = useToggleFavorite();
  if (!canFavorite) return null;
  const favorite = isFavorite(ideaId);
  return (
    <Tooltip label={favorite ? 'Remove from favorites' : 'Add to favorites'} withArrow>
      <ActionIcon
        variant="default"
        color="yellow"
        size={36}
        aria-label={favorite ? `Remove “${title}” from favorites` : `Add “${title}” to favorites`}
        aria-pressed={favorite}
        loading={pendingId === ideaId}
        onClick={() => toggle(ideaId)}
      >
        {favorite ? (
          <IconStarFilled size={20} aria-hidden color="var(--mantine-color-yellow-5)" />
        ) : (
          <IconStar size={20} aria-hidden />
        )}
      </ActionIcon>
    </Tooltip>
  );
}
