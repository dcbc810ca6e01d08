import { Paper, Skeleton, Stack } from '@mantine/core';
import { MESSAGES } from '@thisoneforfree/contracts';
import { IconUserQuestion } from '@tabler/icons-react';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { EmptyState } from '../../components/EmptyState';
import { ButtonLink } from '../../components/links';
import { RetryLoadError } from '../../components/RetryLoadError';

/** The profile's shape while the researcher loads. */
export function ProfileSkeleton() {
  return (
    <Stack gap="xl">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="sm" aria-busy="true" aria-label="Loading researcher">
          <Skeleton height={32} width="40%" />
          <Skeleton height={14} width="20%" />
          <Skeleton height={14} width="60%" />
          <Skeleton height={14} width="50%" />
        </Stack>
      </Paper>
    </Stack>
  );
}

/** A malformed id, or a researcher the server does not know. */
export function UserNotFound() {
  return (
    <EmptyState
      headingOrder={1}
      icon={<IconUserQuestion size={28} stroke={1.5} />}
      title={MESSAGES.empty.userNotFound}
      hint="The researcher you are looking for does not exist or is no longer here."
      action={
        <ButtonLink to="/" variant="light" mt="sm">
          Browse ideas
        </ButtonLink>
      }
    />
  );
}

/** Any other failure to load the researcher, with a retry. */
export function ProfileLoadError({ error }: ErrorComponentProps) {
  return <RetryLoadError title="Could not load this researcher" error={error} />;
}
