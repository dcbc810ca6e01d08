import { Center, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { MESSAGES } from '@thisoneforfree/contracts';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { ButtonLink } from '../../components/links';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { useCurrentUser } from '../auth/useCurrentUser';
import { verificationErrorText } from './verification-error';
import { refreshCurrentUser } from '../auth/refresh-current-user';

export const VERIFIED_TITLE = 'Email verified';
export const VERIFIED_MESSAGE = 'Your email has been verified. You can now log in.';
/** For someone already logged in, who has nothing more to do. */
export const VERIFIED_MESSAGE_LOGGED_IN = 'Your email has been verified.';

type State = { status: 'loading' } | { status: 'success' } | { status: 'error'; message: string };

/**
 * /verify-email/{token} (SPEC §2, §8): loading, then success or an error, and
 * a Go to Login button. A logged-in user's address is verified too, then they
 * are sent home with a toast.
 */
export function VerifyEmailPage({ token }: { token: string | undefined }) {
  const verify = trpc.auth.verifyEmail.useMutation();
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const { user, isLoading: sessionLoading } = useCurrentUser();
  const trimmed = token?.trim() ?? '';
  const [state, setState] = useState<State>(() =>
    trimmed
      ? { status: 'loading' }
      : { status: 'error', message: MESSAGES.verification.missingToken },
  );
  const started = useRef(false);

  useEffect(() => {
    // Tokens are single use: send once, even under StrictMode's double effects.
    if (!trimmed || started.current) return;
    started.current = true;
    verify.mutate(
      { token: trimmed },
      {
        onSuccess: () => {
          setState({ status: 'success' });
          void refreshCurrentUser(utils);
        },
        onError: (error) => setState({ status: 'error', message: verificationErrorText(error) }),
      },
    );
  }, [trimmed, verify, utils]);

  // Logged-in users are sent home once the token has been used.
  useEffect(() => {
    if (sessionLoading || !user || state.status === 'loading') return;
    if (state.status === 'success') notify.success(VERIFIED_TITLE, VERIFIED_MESSAGE_LOGGED_IN);
    else notify.error('Email verification failed', state.message);
    void navigate({ to: '/', replace: true });
  }, [sessionLoading, user, state, navigate]);

  return (
    <Center py={{ base: 'lg', sm: 60 }}>
      <Paper withBorder radius="lg" p="xl" maw={480} w="100%">
        <Stack align="center" ta="center" gap="md">
          {state.status === 'loading' && (
            <>
              <Loader aria-hidden />
              <Title order={1} size="h3">
                Verifying your email…
              </Title>
              <Text c="dimmed" role="status">
                This takes just a moment.
              </Text>
            </>
          )}
          {state.status === 'success' && (
            <>
              <ThemeIcon size={56} radius="xl" color="green" variant="light" aria-hidden>
                <IconCircleCheck size={32} />
              </ThemeIcon>
              <Title order={1} size="h3">
                {VERIFIED_TITLE}
              </Title>
              <Text role="status">{VERIFIED_MESSAGE}</Text>
            </>
          )}
          {state.status === 'error' && (
            <>
              <ThemeIcon size={56} radius="xl" color="red" variant="light" aria-hidden>
                <IconCircleX size={32} />
              </ThemeIcon>
              <Title order={1} size="h3">
                Verification failed
              </Title>
              <Text role="alert">{state.message}</Text>
            </>
          )}
          {state.status !== 'loading' && (
            <ButtonLink to="/auth" mt="sm">
              Go to Login
            </ButtonLink>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
