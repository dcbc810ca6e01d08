import { Alert, Button, Center, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconMailCheck, IconMailForward } from '@tabler/icons-react';
import { type ForgotPasswordInput, forgotPasswordInput, MESSAGES } from '@thisoneforfree/contracts';
import { getRouteApi } from '@tanstack/react-router';
import { AnchorLink } from '../../components/links';
import { statusErrorMessage } from '../../lib/errors';
import { trpc } from '../../lib/trpc';

const route = getRouteApi('/forgot-password');

/**
 * /forgot-password (from the Login tab): a username or email address, and a
 * link to reset the password is emailed. The answer is the same whether or
 * not the account exists, so it is shown as it comes.
 */
export function ForgotPasswordPage() {
  const { username = '' } = route.useSearch();
  const form = useForm<ForgotPasswordInput>({
    initialValues: { usernameOrEmail: username },
    validate: schemaResolver(forgotPasswordInput, { sync: true }),
  });
  const forgot = trpc.auth.forgotPassword.useMutation();

  return (
    <Center py={{ base: 'lg', sm: 60 }}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={480} w="100%">
        <Stack gap="md">
          <div>
            <Title order={1} size="h2">
              Forgot your password?
            </Title>
            <Text c="dimmed" size="sm" mt={4}>
              Enter your username or email address. We will email you a link to choose a new
              password.
            </Text>
          </div>
          {forgot.isSuccess ? (
            <Alert
              color="green"
              variant="light"
              icon={<IconMailCheck size={20} aria-hidden />}
              title={forgot.data.message}
              role="status"
            >
              {MESSAGES.account.resetLinkSentDetail}
            </Alert>
          ) : (
            <form
              aria-label="Forgot password"
              noValidate
              onSubmit={form.onSubmit(({ usernameOrEmail }) =>
                forgot.mutate({ usernameOrEmail: usernameOrEmail.trim() }),
              )}
            >
              <Stack gap="md">
                <TextInput
                  label="Username or email"
                  autoComplete="username"
                  data-autofocus
                  key={form.key('usernameOrEmail')}
                  {...form.getInputProps('usernameOrEmail')}
                />
                {forgot.isError && (
                  <Alert color="red" variant="light" role="alert">
                    {statusErrorMessage(forgot.error)}
                  </Alert>
                )}
                <Button
                  type="submit"
                  loading={forgot.isPending}
                  leftSection={<IconMailForward size={16} aria-hidden />}
                >
                  Send reset link
                </Button>
              </Stack>
            </form>
          )}
          <Text size="sm" ta="center">
            Remembered it? <AnchorLink to="/auth">Back to login</AnchorLink>
          </Text>
        </Stack>
      </Paper>
    </Center>
  );
}
