import { Alert, Anchor, Button, Collapse, Group, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconMailForward } from '@tabler/icons-react';
import { resendVerificationInput, type ResendVerificationInput } from '@thisoneforfree/contracts';
import { type FormEvent, useId, useState } from 'react';
import { errorMessage } from '../../lib/errors';
import { trpc } from '../../lib/trpc';

/**
 * SPEC §2: "a new verification email can be requested during login". Asks
 * for a username or email and shows the server's answer, which is the same
 * whether or not such an account exists.
 */
export function ResendVerification({ defaultValue = '' }: { defaultValue?: string }) {
  const [opened, setOpened] = useState(false);
  const form = useForm<ResendVerificationInput>({
    initialValues: { usernameOrEmail: '' },
    validate: schemaResolver(resendVerificationInput, { sync: true }),
  });
  const resend = trpc.auth.resendVerification.useMutation();
  const panelId = useId();

  const open = () => {
    if (!opened && form.values.usernameOrEmail === '') {
      form.setFieldValue('usernameOrEmail', defaultValue);
    }
    setOpened((current) => !current);
  };

  const blank = form.values.usernameOrEmail.trim() === '';
  const send = form.onSubmit(({ usernameOrEmail }) =>
    resend.mutate({ usernameOrEmail: usernameOrEmail.trim() }),
  );
  // Nothing typed: Enter does nothing, as the disabled button.
  const submit = (event: FormEvent<HTMLFormElement>) =>
    blank ? event.preventDefault() : send(event);

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
        <form aria-label="Resend verification email" onSubmit={submit}>
          <Stack gap="xs">
            <Group align="flex-end" gap="xs" wrap="nowrap">
              <TextInput
                label="Username or email"
                autoComplete="email"
                style={{ flex: 1 }}
                key={form.key('usernameOrEmail')}
                {...form.getInputProps('usernameOrEmail')}
              />
              <Button
                type="submit"
                variant="light"
                loading={resend.isPending}
                disabled={blank}
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
