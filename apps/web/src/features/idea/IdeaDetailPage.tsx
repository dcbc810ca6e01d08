import { Title } from '@mantine/core';

/** Placeholder until the idea detail screen lands. */
export function IdeaDetailPage() {
  return <Title order={1}>Idea</Title>;
}
