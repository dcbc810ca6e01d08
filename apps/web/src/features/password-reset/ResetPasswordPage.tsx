import {
  Alert,
  Button,
  Center,
  Paper,
  PasswordInput,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconCircleCheck, IconCircleX, IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { MESSAGES, type ResetPasswordForm, resetPasswordForm } from '@thisoneforfree/contracts';
import { ButtonLink } from '../../components/links';
import { errorCode, fieldIssues, statusErrorMessage } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { useSetSessionUser } from '../auth/useSession';

/** The page's end: an icon, a heading, what happened and where to go. */
function Outcome({
  color,
  title,
  children,
}: {
  color: 'green' | 'red';
  title: string;
  children: ReactNode;
}) {
  const Icon = color === 'green' ? IconCircleCheck : IconCircleX;
  return (
    <Stack align="center" ta="center" gap="md">
      <ThemeIcon size={56} radius="xl" color={color} variant="light" aria-hidden>
        <Icon size={32} />
      </ThemeIcon>
      <Title order={1} size="h3">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/**
 * /reset-password/{token}, the link of the reset email: a new password,
 * twice. The link works once, for an hour; it ends every session of the
 * account, so the page then sends the reader to log in.
 */
export function ResetPasswordPage({ token }: { token: string }) {
  const form = useForm<ResetPasswordForm>({
    initialValues: { password: '', confirmPassword: '' },
    validate: schemaResolver(resetPasswordForm, { sync: true }),
  });
  const setSessionUser = useSetSessionUser();
  const reset = trpc.auth.resetPassword.useMutation({
    // If this browser was logged in to the account, that session has ended too.
    onSuccess: () => setSessionUser(null),
  });
  const linkProblem =
    reset.isError && errorCode(reset.error) === 'BAD_REQUEST'
      ? fieldIssues(reset.error).token
      : undefined;

  return (
    <Center py={{ base: 'lg', sm: 60 }}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={480} w="100%">
        {reset.isSuccess ? (
          <Outcome color="green" title="Password changed">
            <Text role="status">{MESSAGES.account.passwordReset}</Text>
            <ButtonLink to="/auth">Go to Login</ButtonLink>
          </Outcome>
        ) : linkProblem ? (
          // A used, expired or unknown link: nothing to type any more, only a way to a new one.
          <Outcome color="red" title="This link cannot be used">
            <Text role="alert">{linkProblem}</Text>
            <ButtonLink to="/forgot-password">Request a new link</ButtonLink>
          </Outcome>
        ) : (
          <Stack gap="md">
            <div>
              <Title order={1} size="h2">
                Choose a new password
              </Title>
              <Text c="dimmed" size="sm" mt={4}>
                At least 8 characters. Every device logged in to your account will be logged out.
              </Text>
            </div>
            <form
              aria-label="Choose a new password"
              noValidate
              onSubmit={form.onSubmit((values) =>
                reset.mutate(
                  { token, password: values.password },
                  {
                    onError: (error) => {
                      const issues = fieldIssues(error);
                      if (issues.password) form.setFieldError('password', issues.password);
                    },
                  },
                ),
              )}
            >
              <Stack gap="md">
                <PasswordInput
                  label="New password"
                  autoComplete="new-password"
                  data-autofocus
                  key={form.key('password')}
                  {...form.getInputProps('password')}
                />
                <PasswordInput
                  label="Confirm new password"
                  autoComplete="new-password"
                  key={form.key('confirmPassword')}
                  {...form.getInputProps('confirmPassword')}
                />
                {reset.isError && !fieldIssues(reset.error).password && (
                  <Alert color="red" variant="light" role="alert">
                    {statusErrorMessage(reset.error)}
                  </Alert>
                )}
                <Button
                  type="submit"
                  loading={reset.isPending}
                  leftSection={<IconLock size={16} aria-hidden />}
                >
                  Set new password
                </Button>
              </Stack>
            </form>
          </Stack>
        )}
      </Paper>
    </Center>
  );
}
