import { Container, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@thisoneforfree/contracts';
import { ButtonLink } from './links';

/** Any unknown path (SPEC §2): the heading already says 404, once. */
export function NotFound() {
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>{MESSAGES.notFound.heading}</Title>
        <Text c="dimmed">{MESSAGES.notFound.hint}</Text>
        <ButtonLink to="/" variant="light">
          Back to ideas
        </ButtonLink>
      </Stack>
    </Container>
  );
}
