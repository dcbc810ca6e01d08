import { Container, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@thisoneforfree/contracts';
import { ButtonLink } from './links';

/** Any unknown path (SPEC §2). */
export function NotFound() {
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="md">
        <Text fz={72} fw={800} c="dimmed" lh={1} aria-hidden>
          404
        </Text>
        <Title order={1}>{MESSAGES.notFound.heading}</Title>
        <Text c="dimmed">{MESSAGES.notFound.hint}</Text>
        <ButtonLink to="/" variant="light">
          Back to ideas
        </ButtonLink>
      </Stack>
    </Container>
  );
}
