import { Button, Group, PasswordInput, SimpleGrid, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type ChangePasswordForm, changePasswordForm, MESSAGES } from '@thisoneforfree/contracts';
import { fieldIssues, statusErrorMessage } from '../../../lib/errors';
import { notify } from '../../../lib/notify';
import { trpc } from '../../../lib/trpc';
import { SettingsSection } from '../SettingsSection';

const t = MESSAGES.toasts;
const EMPTY: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** A new password, given the current one; every other session of the account ends. */
export function PasswordSection() {
  const form = useForm<ChangePasswordForm>({
    initialValues: EMPTY,
    validate: schemaResolver(changePasswordForm, { sync: true }),
  });
  const utils = trpc.useUtils();
  const change = trpc.account.changePassword.useMutation({
    onSuccess: () => {
      form.reset();
      void utils.account.sessions.invalidate();
      notify.success(t.passwordChangedTitle, t.passwordChanged);
    },
    onError: (error) => {
      const issues = fieldIssues(error);
      form.setErrors(issues);
      if (Object.keys(issues).length === 0)
        notify.error(t.passwordFailed, statusErrorMessage(error));
    },
  });

  return (
    <SettingsSection
      title="Password"
      description="At least 8 characters. Changing it logs you out on every other device."
    >
      <form
        aria-label="Change password"
        noValidate
        onSubmit={form.onSubmit(({ currentPassword, newPassword }) =>
          change.mutate({ currentPassword, newPassword }),
        )}
      >
        <Stack gap="md">
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            key={form.key('currentPassword')}
            {...form.getInputProps('currentPassword')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <PasswordInput
              label="New password"
              autoComplete="new-password"
              key={form.key('newPassword')}
              {...form.getInputProps('newPassword')}
            />
            <PasswordInput
              label="Confirm new password"
              autoComplete="new-password"
              key={form.key('confirmPassword')}
              {...form.getInputProps('confirmPassword')}
            />
          </SimpleGrid>
          <Group>
            <Button type="submit" loading={change.isPending}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsSection>
  );
}
