import { Title } from '@mantine/core';

/** Placeholder until the submit-idea screen lands. */
export function SubmitIdeaPage() {
  return <Title order={1}>Submit Idea</Title>;
}
