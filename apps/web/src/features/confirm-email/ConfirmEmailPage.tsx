import { Center, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { MESSAGES } from '@thisoneforfree/contracts';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { ButtonLink } from '../../components/links';
import { errorMessage, isNetworkError } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { useCurrentUser } from '../auth/useCurrentUser';
import { refreshCurrentUser } from '../auth/refresh-current-user';

type State =
  | { status: 'loading' }
  | { status: 'success'; message: string }
  | { status: 'error'; message: string };

/** The server's reason for a refused link, or that it could not be reached. */
function failureText(error: unknown): string {
  if (isNetworkError(error)) return MESSAGES.verification.networkError;
  return errorMessage(error, MESSAGES.errors.emailChangeLinkInvalid);
}

/**
 * /confirm-email/{token}, the link sent to a new email address: opening it
 * makes the address the account's. Works logged in or not (the token is the
 * proof); a logged-in reader then goes back to Settings, others to Login.
 */
export function ConfirmEmailPage({ token }: { token: string }) {
  const confirm = trpc.account.confirmEmailChange.useMutation();
  const utils = trpc.useUtils();
  const { user } = useCurrentUser();
  const [state, setState] = useState<State>({ status: 'loading' });
  const started = useRef(false);

  useEffect(() => {
    // Links are single use: sent once, even under StrictMode's double effects.
    if (started.current) return;
    started.current = true;
    confirm.mutate(
      { token },
      {
        onSuccess: (result) => {
          setState({ status: 'success', message: result.message });
          void refreshCurrentUser(utils);
        },
        onError: (error) => setState({ status: 'error', message: failureText(error) }),
      },
    );
  }, [token, confirm, utils]);

  return (
    <Center py={{ base: 'lg', sm: 60 }}>
      <Paper withBorder radius="lg" p="xl" maw={480} w="100%">
        <Stack align="center" ta="center" gap="md">
          {state.status === 'loading' && (
            <>
              <Loader aria-hidden />
              <Title order={1} size="h3">
                Confirming your new email address…
              </Title>
            </>
          )}
          {state.status === 'success' && (
            <>
              <ThemeIcon size={56} radius="xl" color="green" variant="light" aria-hidden>
                <IconCircleCheck size={32} />
              </ThemeIcon>
              <Title order={1} size="h3">
                Email address changed
              </Title>
              <Text role="status">{state.message}</Text>
            </>
          )}
          {state.status === 'error' && (
            <>
              <ThemeIcon size={56} radius="xl" color="red" variant="light" aria-hidden>
                <IconCircleX size={32} />
              </ThemeIcon>
              <Title order={1} size="h3">
                Email change failed
              </Title>
              <Text role="alert">{state.message}</Text>
            </>
          )}
          {state.status !== 'loading' &&
            (user ? (
              <ButtonLink to="/settings" search={{ tab: 'account' }}>
                Go to Settings
              </ButtonLink>
            ) : (
              <ButtonLink to="/auth">Go to Login</ButtonLink>
            ))}
        </Stack>
      </Paper>
    </Center>
  );
}
