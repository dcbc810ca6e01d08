import { Alert, Button, Group, Text } from '@mantine/core';
import { IconMailExclamation, IconMailForward } from '@tabler/icons-react';
import { MESSAGES } from '@thisoneforfree/contracts';
import { trpc } from '../../lib/trpc';
import { useResendVerification } from './useResendVerification';

/**
 * Said where a form posts (Submit Idea, a comment) when the signed-in
 * account's address is not verified yet: posting needs it (the server
 * answers 403 otherwise), so the form says so up front, with a button for a
 * new link. Coming back to the tab re-reads the account, so the notice
 * leaves once the link has been opened elsewhere.
 */
export function VerifyEmailNotice({
  email,
  what,
  onClose,
}: {
  email: string;
  /** What needs the address: "submit ideas". */
  what: string;
  /** Shown as a close button (a reply's place, which the reader may leave). */
  onClose?: () => void;
}) {
  // Only while this notice shows: the account is read again when the window regains focus.
  trpc.auth.me.useQuery(undefined, { refetchOnWindowFocus: true });
  const resend = useResendVerification(email);
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconMailExclamation size={20} aria-hidden />}
      title={MESSAGES.account.verifyToPost}
      withCloseButton={onClose !== undefined}
      closeButtonLabel="Close"
      onClose={onClose}
      data-testid="verify-email-notice"
    >
      {/* A long address breaks anywhere rather than running out of the box on a phone. */}
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        Open the link we emailed to <strong>{email}</strong> to {what}. You can rate ideas and keep
        favorites already.
      </Text>
      <Group mt="sm" gap="sm">
        <Button
          size="xs"
          variant="default"
          leftSection={<IconMailForward size={14} aria-hidden />}
          loading={resend.isPending}
          onClick={resend.send}
        >
          Resend verification email
        </Button>
        {resend.isSent && (
          <Text size="sm" role="status">
            Sent. Check your inbox.
          </Text>
        )}
      </Group>
    </Alert>
  );
}
