import { Card, Divider, Group, Rating, Stack, Text, Title } from '@mantine/core';
import { LIMITS, MESSAGES, type IdeaDetail } from '@thisoneforfree/contracts';
import { useId } from 'react';
import { AnchorLink } from '../../../components/links';
import { notify } from '../../../lib/notify';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { RatingHistogram } from './RatingHistogram';
import { formatAverage, nextRating, ratingCountLabel, type RatingDimension } from './rating-stats';
import { useRateIdea } from './useRateIdea';

export interface RatingsPanelProps {
  idea: Pick<IdeaDetail, 'id' | 'ratings' | 'stats'>;
}

const DIMENSIONS: {
  key: RatingDimension;
  label: string;
  hint: string;
  average: (stats: IdeaDetail['stats']) => number;
  color: string;
}[] = [
  {
    key: 'relevance',
    label: 'Impact',
    hint: 'How much would it matter if this worked?',
    average: (stats) => stats.avgRelevance,
    color: 'indigo',
  },
  {
    key: 'difficulty',
    label: 'Feasibility',
    hint: 'How realistic is it to carry out?',
    average: (stats) => stats.avgDifficulty,
    color: 'teal',
  },
];

/**
 * Ratings (SPEC §2, §5): a 10-star control for Impact (relevance) and one for
 * Feasibility (difficulty), the averages, the number of ratings, and a
 * histogram of each. Visitors can look but a click only asks them to log in.
 */
export function RatingsPanel({ idea }: RatingsPanelProps) {
  const { user } = useCurrentUser();
  const rate = useRateIdea(idea.id);
  const mine = user ? idea.ratings.find((rating) => rating.userId === user.id) : undefined;
  // While a rating is on its way, the stars show what was picked.
  const shown = rate.isPending ? rate.variables : mine;
  const count = idea.stats.ratingCount;

  const pick = (dimension: RatingDimension, value: number) => {
    if (!user) {
      notify.error(MESSAGES.toasts.rateLoginTitle, MESSAGES.toasts.rateLogin);
      return;
    }
    if (rate.isPending || value < LIMITS.ratingMin) return;
    // Picking the rating one already gave (Space, then Enter, on one star) sends nothing.
    if (mine && mine[dimension] === value) return;
    rate.mutate({ ideaId: idea.id, ...nextRating(mine, dimension, value) });
  };

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="ratings-heading">
      <Group justify="space-between" align="baseline" mb="md">
        <Title order={2} size="h4" id="ratings-heading">
          Ratings
        </Title>
        <Text size="sm" c="dimmed" data-testid="rating-count">
          {ratingCountLabel(count)}
        </Text>
      </Group>

      <Stack gap="lg">
        {DIMENSIONS.map((dimension) => (
          <RatingControl
            key={dimension.key}
            label={dimension.label}
            hint={dimension.hint}
            average={count > 0 ? formatAverage(dimension.average(idea.stats)) : '0.0'}
            value={shown?.[dimension.key] ?? 0}
            loggedIn={user !== null}
            onPick={(value) => pick(dimension.key, value)}
          />
        ))}
      </Stack>

      {!user && (
        <Text size="sm" c="dimmed" mt="md">
          <AnchorLink to="/auth" search={{ tab: 'login' }} size="sm">
            Log in
          </AnchorLink>{' '}
          to rate this idea.
        </Text>
      )}
      {user && !mine && !rate.isPending && (
        <Text size="xs" c="dimmed" mt="md">
          Pick a star on either scale to rate; the other starts at {LIMITS.ratingDefault}.
        </Text>
      )}

      <Divider my="lg" />
      {count > 0 ? (
        <Stack gap="md">
          {DIMENSIONS.map((dimension) => (
            <RatingHistogram
              key={dimension.key}
              label={dimension.label}
              color={dimension.color}
              values={idea.ratings.map((rating) => rating[dimension.key])}
            />
          ))}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed" ta="center">
          {user ? 'No ratings yet. Be the first to rate this idea.' : 'No ratings yet.'}
        </Text>
      )}
    </Card>
  );
}

interface RatingControlProps {
  label: string;
  hint: string;
  average: string;
  value: number;
  loggedIn: boolean;
  onPick: (value: number) => void;
}

function RatingControl({ label, hint, average, value, loggedIn, onPick }: RatingControlProps) {
  const labelId = useId();
  const hintId = useId();
  return (
    <div>
      <Group justify="space-between" align="baseline" gap="xs" wrap="nowrap">
        <Text fw={600} id={labelId}>
          {label}
        </Text>
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          Average{' '}
          <Text component="span" fw={700} c="var(--mantine-color-text)" size="md">
            {average}
          </Text>
          <Text component="span" size="xs" c="dimmed">
            {' '}
            / {LIMITS.ratingMax}
          </Text>
        </Text>
      </Group>
      <Text size="xs" c="dimmed" id={hintId} mb={6}>
        {hint}
      </Text>
      <Rating
        count={LIMITS.ratingMax}
        value={value}
        onChange={onPick}
        size="lg"
        color="yellow"
        role="radiogroup"
        aria-labelledby={labelId}
        aria-describedby={hintId}
        // Mantine adds a "0" choice for no rating: name it as such, not "0 of 10".
        getSymbolLabel={(symbol) =>
          symbol === 0 ? `${label}: not rated` : `${label} ${symbol} of ${LIMITS.ratingMax}`
        }
        data-logged-in={loggedIn || undefined}
      />
      {loggedIn && (
        <Text size="xs" c="dimmed" mt={4} aria-live="polite">
          {value > 0 ? `Your rating: ${value}` : 'Not rated by you yet'}
        </Text>
      )}
    </div>
  );
}
