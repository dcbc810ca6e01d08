import {
  Alert,
  Badge,
  Button,
  Group,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconMailForward } from '@tabler/icons-react';
import {
  type ChangeEmailInput,
  changeEmailInput,
  LIMITS,
  MESSAGES,
  type User,
} from '@thisoneforfree/contracts';
import { fieldIssues, statusErrorMessage } from '../../../lib/errors';
import { notify } from '../../../lib/notify';
import { trpc } from '../../../lib/trpc';
import { useResendVerification } from '../../auth/useResendVerification';
import { SettingsSection } from '../SettingsSection';

/**
 * The account's address, verified or not (with a new verification link),
 * and a change of address: the new one gets a link and replaces the old one
 * only once it is opened.
 */
export function EmailSection({ user }: { user: User }) {
  const form = useForm<ChangeEmailInput>({
    initialValues: { email: '', currentPassword: '' },
    validate: schemaResolver(changeEmailInput, { sync: true }),
  });
  const change = trpc.account.changeEmail.useMutation({
    onSuccess: () => form.reset(),
    onError: (error) => {
      const issues = fieldIssues(error);
      form.setErrors(issues);
      if (Object.keys(issues).length === 0)
        notify.error(MESSAGES.toasts.emailChangeFailed, statusErrorMessage(error));
    },
  });
  const resend = useResendVerification(user.email);
  const verified = user.emailVerified === 1;

  return (
    <SettingsSection
      title="Email address"
      description="Where we send links to verify your address or reset your password. Others see it on your profile."
    >
      <Group gap="sm" wrap="wrap">
        <Text fw={500} style={{ overflowWrap: 'anywhere' }} data-testid="account-email">
          {user.email}
        </Text>
        <Badge color={verified ? 'green' : 'yellow'} variant="light">
          {verified ? 'Verified' : 'Not verified'}
        </Badge>
      </Group>
      {!verified && (
        <Group gap="sm">
          <Text size="sm" c="dimmed">
            Posting ideas and comments needs a verified address.
          </Text>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconMailForward size={14} aria-hidden />}
            loading={resend.isPending}
            onClick={resend.send}
          >
            Resend verification email
          </Button>
        </Group>
      )}
      <form
        aria-label="Change email address"
        noValidate
        onSubmit={form.onSubmit((values) => change.mutate(values))}
      >
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="New email address"
              type="email"
              autoComplete="email"
              maxLength={LIMITS.emailMax}
              key={form.key('email')}
              {...form.getInputProps('email')}
            />
            <PasswordInput
              label="Current password"
              autoComplete="current-password"
              key={form.key('currentPassword')}
              {...form.getInputProps('currentPassword')}
            />
          </SimpleGrid>
          {change.isSuccess && (
            <Alert color="blue" variant="light" role="status" title="Check the new inbox">
              {change.data.message}
            </Alert>
          )}
          <Group>
            <Button type="submit" variant="default" loading={change.isPending}>
              Send confirmation link
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsSection>
  );
}
