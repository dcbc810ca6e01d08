import { Alert, Button, Group } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { statusErrorMessage } from '../lib/errors';

export interface ErrorStateProps {
  title?: string;
  error?: unknown;
  /** Shown when the error carries no message. */
  fallback?: string;
  onRetry?: () => void;
}

/**
 * A failed load: the status and the server's message ("502: Bad Gateway",
 * SPEC §8; a call that got no answer says so without a status) and, when
 * possible, a retry button.
 */
export function ErrorState({
  title = 'Something went wrong',
  error,
  fallback,
  onRetry,
}: ErrorStateProps) {
  return (
    <Alert
      color="red"
      variant="light"
      title={title}
      icon={<IconAlertTriangle aria-hidden />}
      role="alert"
      my="md"
    >
      {statusErrorMessage(error, fallback ?? 'Please try again.')}
      {onRetry && (
        <Group mt="sm">
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            Try again
          </Button>
        </Group>
      )}
    </Alert>
  );
}
