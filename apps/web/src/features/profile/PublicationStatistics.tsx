import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { ErrorState } from '../../components/ErrorState';
import { trpc } from '../../lib/trpc';

/** Average to one decimal; "0.0" when there are no ratings (SPEC §2). */
export function formatAverage(value: number | null | undefined): string {
  return Number.isFinite(value) ? (value as number).toFixed(1) : '0.0';
}

export function PublicationStatistics({ userId }: { userId: number }) {
  const stats = trpc.users.stats.useQuery({ id: userId });
  if (stats.error) {
    return (
      <ErrorState
        title="Could not load statistics"
        error={stats.error}
        onRetry={() => void stats.refetch()}
      />
    );
  }
  const items = [
    { label: 'Total ideas', value: stats.data ? String(stats.data.totalIdeas) : undefined },
    {
      label: 'Total ratings received',
      value: stats.data ? String(stats.data.totalRatings) : undefined,
    },
    {
      label: 'Average impact rating',
      value: stats.data ? formatAverage(stats.data.averageImpact) : undefined,
    },
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" component="dl" m={0}>
      {items.map((item) => (
        <Paper key={item.label} withBorder radius="md" p="lg">
          <Text component="dt" size="sm" c="dimmed" fw={500}>
            {item.label}
          </Text>
          <Text component="dd" fz={32} fw={700} m={0} mt={4}>
            {item.value ?? (
              <Skeleton
                height={32}
                width={60}
                aria-label="Loading"
                component="span"
                display="inline-block"
              />
            )}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
