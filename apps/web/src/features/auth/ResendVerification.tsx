import { Alert, Anchor, Button, Collapse, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { errorMessage } from '../../lib/errors';
import { trpc } from '../../lib/trpc';

/**
 * SPEC §2: "a new verification email can be requested during login". Asks
 * for a username or email and shows the server's answer, which is the same
 * whether or not such an account exists.
 */
export function ResendVerification({ defaultValue = '' }: { defaultValue?: string }) {
  const [opened, setOpened] = useState(false);
  const [value, setValue] = useState('');
  const resend = trpc.auth.resendVerification.useMutation();
  const panelId = useId();

  const open = () => {
    if (!opened && value === '') setValue(defaultValue);
    setOpened((current) => !current);
  };

  const trimmed = value.trim();

  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        Didn&apos;t get the verification email? You can request a new one.{' '}
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={open}
          aria-expanded={opened}
          aria-controls={panelId}
        >
          Resend verification email
        </Anchor>
      </Text>
      <Collapse expanded={opened} id={panelId}>
        <form
          aria-label="Resend verification email"
          onSubmit={(event) => {
            event.preventDefault();
            if (trimmed) resend.mutate({ usernameOrEmail: trimmed });
          }}
        >
          <Stack gap="xs">
            <Group align="flex-end" gap="xs" wrap="nowrap">
              <TextInput
                label="Username or email"
                value={value}
                onChange={(event) => setValue(event.currentTarget.value)}
                autoComplete="email"
                style={{ flex: 1 }}
              />
              <Button
                type="submit"
                variant="light"
                loading={resend.isPending}
                disabled={!trimmed}
                leftSection={<IconMailForward size={16} aria-hidden />}
              >
                Send link
              </Button>
            </Group>
            {resend.isSuccess && (
              <Alert color="blue" variant="light" role="status">
                {resend.data.message}
              </Alert>
            )}
            {resend.isError && (
              <Alert color="red" variant="light" role="alert">
                {errorMessage(resend.error)}
              </Alert>
            )}
          </Stack>
        </form>
      </Collapse>
    </Stack>
  );
}
