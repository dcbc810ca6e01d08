import { Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { loginInput, MESSAGES, type LoginInput } from '@thisoneforfree/contracts';
import { AnchorLink } from '../../components/links';
import { statusErrorMessage } from '../../lib/errors';
import { notify } from '../../lib/notify';
import { ResendVerification } from './ResendVerification';
import { useLogin } from './useSession';

export interface LoginFormProps {
  /** Called after the user is stored; the page then leaves /auth by itself. */
  onSuccess?: () => void;
}

/**
 * Username and password. SPEC §5 wants no client validation: `loginInput`
 * takes any two strings (empty ones too) up to the lengths the server reads.
 */
export function LoginForm({ onSuccess }: LoginFormProps = {}) {
  const login = useLogin();
  const form = useForm<LoginInput>({
    initialValues: { username: '', password: '' },
    validate: schemaResolver(loginInput, { sync: true }),
  });

  const submit = form.onSubmit((values) => {
    login.mutate(values, {
      onSuccess: () => onSuccess?.(),
      onError: (error) => notify.error(MESSAGES.toasts.loginFailed, statusErrorMessage(error)),
    });
  });

  return (
    <Stack gap="lg">
      <form onSubmit={submit} noValidate aria-label="Log in">
        <Stack gap="md">
          <TextInput
            label="Username"
            autoComplete="username"
            {...form.getInputProps('username')}
            key={form.key('username')}
          />
          <Stack gap={6}>
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              {...form.getInputProps('password')}
              key={form.key('password')}
            />
            <Group justify="flex-end">
              <AnchorLink
                to="/forgot-password"
                search={() => {
                  // Starts the page with what was typed as the username, if anything.
                  const username = form.getValues().username.trim();
                  return username ? { username } : {};
                }}
                size="sm"
              >
                Forgot password?
              </AnchorLink>
            </Group>
          </Stack>
          <Button type="submit" loading={login.isPending} fullWidth mt="xs">
            Log in
          </Button>
        </Stack>
      </form>
      <ResendVerification defaultValue={form.getValues().username} />
    </Stack>
  );
}
