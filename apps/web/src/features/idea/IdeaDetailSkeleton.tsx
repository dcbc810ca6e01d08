import { Box, Card, Group, Skeleton, Stack } from '@mantine/core';
import classes from './IdeaDetailPage.module.css';

/** The page's shape while the idea loads. */
export function IdeaDetailSkeleton() {
  return (
    <Box role="status" aria-busy="true" aria-label="Loading idea">
      <Skeleton height={14} width={110} mb="lg" />
      <Skeleton height={34} width="70%" />
      <Group mt="md" gap="sm">
        <Skeleton height={14} width={120} />
        <Skeleton height={30} width={80} radius="md" />
      </Group>
      <Group gap={6} mt="md" mb="xl">
        <Skeleton height={20} width={110} radius="sm" />
        <Skeleton height={20} width={80} radius="sm" />
      </Group>
      <div className={classes.layout}>
        <Stack className={classes.main} gap="xl">
          {[0, 1, 2].map((index) => (
            <div key={index}>
              <Skeleton height={22} width={180} mb="sm" />
              <Skeleton height={12} />
              <Skeleton height={12} mt={8} />
              <Skeleton height={12} mt={8} width="60%" />
            </div>
          ))}
        </Stack>
        <Stack className={classes.aside} gap="lg">
          <Card withBorder padding="lg">
            <Skeleton height={20} width={100} mb="md" />
            <Skeleton height={18} width="90%" />
            <Skeleton height={64} mt="md" />
          </Card>
          <Card withBorder padding="lg">
            <Skeleton height={20} width={180} mb="md" />
            <Skeleton height={14} width="60%" />
            <Skeleton height={12} width="80%" mt={8} />
          </Card>
        </Stack>
      </div>
    </Box>
  );
}
