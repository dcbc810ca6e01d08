import { Card, Group, Skeleton } from '@mantine/core';

/** Placeholder with the shape of an IdeaCard, shown while ideas load. */
export function IdeaCardSkeleton() {
  return (
    <Card withBorder padding="lg" radius="md" aria-hidden data-testid="idea-card-skeleton">
      <Skeleton height={20} width="75%" />
      <Skeleton height={12} mt="md" />
      <Skeleton height={12} mt={8} width="85%" />
      <Group gap={6} mt="md">
        <Skeleton height={18} width={90} radius="sm" />
        <Skeleton height={18} width={70} radius="sm" />
      </Group>
      <Group justify="space-between" mt="lg">
        <Skeleton height={12} width={80} />
        <Skeleton height={12} width={70} />
      </Group>
    </Card>
  );
}
