import { Badge, Group, type MantineSpacing } from '@mantine/core';
import type { IdeaStats } from '@thisoneforfree/contracts';

/** "2 pursuing" and "Result published", a card's badges in words. */
export function pursuingLabel(count: number): string {
  return `${count} pursuing`;
}

export function resultsLabel(count: number): string {
  return count === 1 ? 'Result published' : `${count} results published`;
}

/**
 * What a card says of an idea's claims (issue 12): how many researchers
 * pursue it now, and whether a result has been published. Nothing for an
 * unclaimed idea.
 */
export function ClaimBadges({
  stats,
  mt,
}: {
  stats: Pick<IdeaStats, 'pursuingCount' | 'publishedCount'>;
  mt?: MantineSpacing;
}) {
  const { pursuingCount, publishedCount } = stats;
  if (pursuingCount === 0 && publishedCount === 0) return null;
  // Dots, not the filled badges of the academic fields (whose colours these would repeat).
  return (
    <Group gap={6} mt={mt} data-testid="claim-badges">
      {publishedCount > 0 && (
        <Badge variant="dot" color="grape" radius="sm" tt="none" size="sm">
          {resultsLabel(publishedCount)}
        </Badge>
      )}
      {pursuingCount > 0 && (
        <Badge variant="dot" color="teal" radius="sm" tt="none" size="sm">
          {pursuingLabel(pursuingCount)}
        </Badge>
      )}
    </Group>
  );
}
