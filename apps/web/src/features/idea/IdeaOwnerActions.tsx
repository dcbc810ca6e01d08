import { Button, Group } from '@mantine/core';
import { IconArchive, IconPencil } from '@tabler/icons-react';
import type { IdeaDetail } from '@thisoneforfree/contracts';
import { useState } from 'react';
import { ButtonLink } from '../../components/links';
import { useCurrentUser } from '../auth/useCurrentUser';
import { canChangeIdea } from './ownership';
import { useWithdrawIdea } from './withdraw/useWithdrawIdea';
import { WithdrawDialog } from './withdraw/WithdrawDialog';

/** Edit and Withdraw, for the idea's author or an admin; nothing for anyone else. */
export function IdeaOwnerActions({ idea }: { idea: Pick<IdeaDetail, 'id' | 'title' | 'userId'> }) {
  const { user } = useCurrentUser();
  const [confirming, setConfirming] = useState(false);
  const withdraw = useWithdrawIdea(idea.id, () => setConfirming(false));
  if (!canChangeIdea(user, idea)) return null;
  const asModerator = user?.id !== idea.userId;
  return (
    // One group, so on a narrow screen both move to the next line together.
    <Group gap="xs" wrap="nowrap">
      <ButtonLink
        to="/idea/$id/edit"
        params={{ id: idea.id }}
        variant="default"
        leftSection={<IconPencil size={18} aria-hidden />}
      >
        Edit
      </ButtonLink>
      <Button
        variant="subtle"
        color="red"
        // Destructive in both schemes: Mantine's dark "light" red is almost white.
        c="light-dark(var(--mantine-color-red-9), var(--mantine-color-red-4))"
        leftSection={<IconArchive size={18} aria-hidden />}
        onClick={() => setConfirming(true)}
        aria-haspopup="dialog"
      >
        {asModerator ? 'Remove' : 'Withdraw'}
      </Button>
      <WithdrawDialog
        title={idea.title}
        opened={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={withdraw.confirm}
        pending={withdraw.pending}
        asModerator={asModerator}
      />
    </Group>
  );
}
