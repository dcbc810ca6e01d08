import { SimpleGrid } from '@mantine/core';
import { LIMITS, type IdeaCard as IdeaCardData } from '@thisoneforfree/contracts';
import type { ReactNode } from 'react';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { IdeaCard } from './IdeaCard';
import { IdeaCardSkeleton } from './IdeaCardSkeleton';

export interface IdeaGridProps {
  ideas: readonly IdeaCardData[] | undefined;
  /** First load: 6 placeholder cards (SPEC §9). */
  isLoading?: boolean;
  /** A failed load; shown instead of the grid. */
  error?: unknown;
  onRetry?: () => void;
  /** Empty state heading, e.g. "No ideas found". */
  emptyTitle: string;
  emptyHint?: ReactNode;
  emptyAction?: ReactNode;
  /** Heading level of each card title and of the empty state (default 3). */
  cardHeadingOrder?: 2 | 3 | 4;
  /** Extra placeholder cards under the grid (next page loading). */
  loadingMore?: boolean;
  /** A browse search, marked on the cards. */
  highlight?: string | undefined;
}

export const GRID_COLUMNS = { base: 1, sm: 2, lg: 3 } as const;

/** Ideas in 1 / 2 / 3 columns (small / medium / large screens). */
export function IdeaGrid({
  ideas,
  isLoading = false,
  error,
  onRetry,
  emptyTitle,
  emptyHint,
  emptyAction,
  cardHeadingOrder,
  loadingMore = false,
  highlight,
}: IdeaGridProps) {
  if (isLoading) {
    return (
      <SimpleGrid cols={GRID_COLUMNS} spacing="lg" aria-busy="true" aria-label="Loading ideas">
        {Array.from({ length: LIMITS.loadingCards }, (_, index) => (
          <IdeaCardSkeleton key={index} />
        ))}
      </SimpleGrid>
    );
  }
  if (error) return <ErrorState title="Could not load ideas" error={error} onRetry={onRetry} />;
  if (!ideas || ideas.length === 0) {
    return (
      <EmptyState
        title={emptyTitle}
        hint={emptyHint}
        action={emptyAction}
        headingOrder={cardHeadingOrder ?? 3}
      />
    );
  }
  return (
    <SimpleGrid cols={GRID_COLUMNS} spacing="lg">
      {ideas.map((idea) => (
        <IdeaCard key={idea.id} idea={idea} headingOrder={cardHeadingOrder} highlight={highlight} />
      ))}
      {loadingMore &&
        Array.from({ length: 3 }, (_, index) => <IdeaCardSkeleton key={`more-${index}`} />)}
    </SimpleGrid>
  );
}
