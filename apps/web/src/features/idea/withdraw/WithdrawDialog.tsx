import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { IconArchive } from '@tabler/icons-react';

export interface WithdrawDialogProps {
  title: string;
  opened: boolean;
  onClose: () => void;
  onConfirm: () => void;
  pending: boolean;
  /** An admin withdrawing someone else's idea: the page will say "Removed by a moderator". */
  asModerator: boolean;
}

/**
 * The confirmation before an idea is withdrawn: what happens to it, and
 * that it cannot be undone. Cancel is focused first, so Enter does no harm.
 */
export function WithdrawDialog({
  title,
  opened,
  onClose,
  onConfirm,
  pending,
  asModerator,
}: WithdrawDialogProps) {
  const action = asModerator ? 'Remove' : 'Withdraw';
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={asModerator ? 'Remove this idea as a moderator?' : 'Withdraw this idea?'}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          “{title}” will leave browse, search, similar ideas, favorites and the profile of its
          author. Ratings, comments and versions are kept but no longer shown.
        </Text>
        <List size="sm" spacing={4}>
          <List.Item>
            Its page stays at the same address, with its title, author and dates and the words “
            {asModerator ? 'Removed by a moderator' : 'Withdrawn by its author'}”, so links and
            citations to it still lead somewhere.
          </List.Item>
          <List.Item>It cannot be edited or brought back.</List.Item>
        </List>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button
            color="red"
            loading={pending}
            onClick={onConfirm}
            leftSection={<IconArchive size={16} aria-hidden />}
          >
            {action} idea
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
