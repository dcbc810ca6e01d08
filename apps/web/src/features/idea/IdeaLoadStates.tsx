import { Stack, Text, Title } from '@mantine/core';
import { IconBulbOff } from '@tabler/icons-react';
import { MESSAGES } from '@thisoneforfree/contracts';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { ButtonLink } from '../../components/links';
import { RetryLoadError } from '../../components/RetryLoadError';
import { useDocumentTitle } from './useDocumentTitle';

/** A malformed id, or an idea the server does not know (the route's not-found screen). */
export function IdeaNotFound() {
  useDocumentTitle(MESSAGES.empty.ideaNotFound);
  return (
    <Stack align="center" ta="center" gap="md" py={64}>
      <IconBulbOff size={56} stroke={1.3} aria-hidden color="var(--mantine-color-dimmed)" />
      <Title order={1}>{MESSAGES.empty.ideaNotFound}</Title>
      <Text c="dimmed" maw={420}>
        It may have been removed, or the link may be mistyped.
      </Text>
      <ButtonLink to="/" variant="light">
        Browse ideas
      </ButtonLink>
    </Stack>
  );
}

/** Any other failure to load the idea (the route's error screen), with a retry. */
export function IdeaLoadError({ error }: ErrorComponentProps) {
  return (
    <Stack>
      <Title order={1}>Idea</Title>
      <RetryLoadError title="Could not load this idea" error={error} />
    </Stack>
  );
}
