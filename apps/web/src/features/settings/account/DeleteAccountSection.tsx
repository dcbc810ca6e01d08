import { Button, Group, List, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import {
  type DeleteAccountInput,
  deleteAccountInput,
  MESSAGES,
  type User,
} from '@thisoneforfree/contracts';
import { useNavigate } from '@tanstack/react-router';
import { fieldIssues, statusErrorMessage } from '../../../lib/errors';
import { notify } from '../../../lib/notify';
import { trpc } from '../../../lib/trpc';
import { useSetSessionUser } from '../../auth/useSession';
import { SettingsSection } from '../SettingsSection';

const t = MESSAGES.toasts;

/** What deleting keeps and what it removes, said before anyone confirms. */
function Consequences() {
  return (
    <List size="sm" spacing={4}>
      <List.Item>
        Your ideas and comments stay, shown as by “{MESSAGES.account.deletedUser}”.
      </List.Item>
      <List.Item>Your ratings, favorites and access tokens are removed.</List.Item>
      <List.Item>You are logged out everywhere, and this cannot be undone.</List.Item>
    </List>
  );
}

/** The danger zone: deleting the account, with the password and the username typed out. */
export function DeleteAccountSection({ user }: { user: User }) {
  const [opened, { open, close }] = useDisclosure(false);
  const form = useForm<DeleteAccountInput>({
    initialValues: { username: '', password: '' },
    validate: schemaResolver(deleteAccountInput, { sync: true }),
  });
  const navigate = useNavigate();
  const setSessionUser = useSetSessionUser();
  const remove = trpc.account.delete.useMutation({
    onSuccess: () => {
      close();
      notify.success(t.accountDeletedTitle, t.accountDeleted);
      // Leave the logged-in page first, so it never sees its user vanish.
      void navigate({ to: '/' }).then(() => setSessionUser(null));
    },
    onError: (error) => {
      const issues = fieldIssues(error);
      form.setErrors(issues);
      if (Object.keys(issues).length === 0)
        notify.error(t.accountDeleteFailed, statusErrorMessage(error));
    },
  });
  const typedName = form.values.username.trim() === user.username;
  const dismiss = () => {
    close();
    form.reset();
  };

  return (
    <SettingsSection title="Delete account" danger description={<Consequences />}>
      <Group>
        <Button
          color="red"
          variant="light"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={open}
        >
          Delete account…
        </Button>
      </Group>
      <Modal
        opened={opened}
        onClose={dismiss}
        title="Delete your account?"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <form
          aria-label="Delete account"
          noValidate
          onSubmit={form.onSubmit((values) => remove.mutate(values))}
        >
          <Stack gap="md">
            <Consequences />
            <TextInput
              label={
                <>
                  Type your username, <strong>{user.username}</strong>, to confirm
                </>
              }
              autoComplete="off"
              spellCheck={false}
              data-autofocus
              key={form.key('username')}
              {...form.getInputProps('username')}
            />
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              key={form.key('password')}
              {...form.getInputProps('password')}
            />
            <Text size="xs" c="dimmed">
              Want a copy first? Download your data before you delete.
            </Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={dismiss}>
                Cancel
              </Button>
              <Button
                type="submit"
                color="red"
                disabled={!typedName}
                loading={remove.isPending}
                leftSection={<IconTrash size={16} aria-hidden />}
              >
                Delete my account
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </SettingsSection>
  );
}
