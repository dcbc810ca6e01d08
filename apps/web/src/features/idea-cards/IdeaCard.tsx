import { ActionIcon, Card, Group, Text, Title } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import type { IdeaCard as IdeaCardData } from '@thisoneforfree/contracts';
import { Link } from '@tanstack/react-router';
import { useToggleFavorite } from '../favorites/useToggleFavorite';
import { formatDate } from '../../lib/format-date';
import { DeferredTooltip } from '../../components/DeferredTooltip';
import { FieldBadge } from '../../components/FieldBadge';
import { AnchorLink } from '../../components/links';
import { excerptAround, HighlightedText } from '../../components/highlight/HighlightedText';
import { plainText } from '../../components/rich-text/plain-text';
import { ClaimBadges } from './ClaimBadges';
import classes from './IdeaCard.module.css';

export interface IdeaCardProps {
  idea: IdeaCardData;
  /** Heading level of the title, so the page outline stays right (default 3). */
  headingOrder?: 2 | 3 | 4;
  /** A browse search: its matches are marked in the title and the challenge. */
  highlight?: string | undefined;
}

/**
 * One idea in a grid (SPEC §2): title, challenge clamped to 2 lines, date,
 * field badges, author link, and a favorite star for signed-in users; how
 * many pursue it and its results, when it has claims (issue 12); a browse
 * search's matches marked (issue 15). A click anywhere on the card opens /idea/{id}.
 */
export function IdeaCard({ idea, headingOrder = 3, highlight }: IdeaCardProps) {
  const { canFavorite, isFavorite, toggle, pendingId } = useToggleFavorite();
  const favorite = isFavorite(idea.id);

  return (
    <Card withBorder padding="lg" radius="md" className={classes.card} component="article">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Title
          order={headingOrder}
          size="h4"
          lineClamp={2}
          style={{ overflowWrap: 'break-word', hyphens: 'auto' }}
        >
          {/* Hovering (or focusing) the card runs the idea route's loader, so the idea
              is usually in the cache by the time of the click. */}
          <Link
            to="/idea/$id"
            params={{ id: idea.id }}
            preload="intent"
            className={classes.titleLink}
          >
            <HighlightedText text={idea.title} search={highlight} />
          </Link>
        </Title>
        {canFavorite && (
          <DeferredTooltip
            label={favorite ? 'Remove from favorites' : 'Add to favorites'}
            withArrow
          >
            <ActionIcon
              className={classes.raised}
              variant="subtle"
              color="yellow"
              size="lg"
              aria-label={
                favorite
                  ? `Remove “${idea.title}” from favorites`
                  : `Add “${idea.title}” to favorites`
              }
              aria-pressed={favorite}
              loading={pendingId === idea.id}
              onClick={() => toggle(idea.id)}
            >
              {favorite ? (
                <IconStarFilled size={20} aria-hidden />
              ) : (
                <IconStar size={20} aria-hidden />
              )}
            </ActionIcon>
          </DeferredTooltip>
        )}
      </Group>

      <Text size="sm" c="dimmed" lineClamp={2} mt="xs" style={{ wordBreak: 'break-word' }}>
        <HighlightedText
          text={excerptAround(plainText(idea.challenge), highlight)}
          search={highlight}
        />
      </Text>

      <Group gap={6} mt="md">
        {idea.fields.map((field) => (
          <FieldBadge key={field} field={field} size="sm" />
        ))}
      </Group>

      <ClaimBadges stats={idea.stats} mt="xs" />

      <Group justify="space-between" mt="auto" pt="md" gap="xs" wrap="nowrap">
        <AuthorLink author={idea.author} />
        <Text
          size="xs"
          c="dimmed"
          component="time"
          dateTime={idea.createdAt}
          style={{ whiteSpace: 'nowrap' }}
        >
          {formatDate(idea.createdAt)}
        </Text>
      </Group>
    </Card>
  );
}

/** The author's username, to their profile; nothing when the account is gone (`author: null`). */
function AuthorLink({ author }: { author: IdeaCardData['author'] }) {
  if (!author) return <span />;
  return (
    <AnchorLink
      to="/users/$id"
      params={{ id: author.id }}
      size="sm"
      className={classes.raised}
      truncate
      aria-label={`Author: ${author.username}`}
    >
      {author.username}
    </AnchorLink>
  );
}
