import { Button } from '@mantine/core';
import type { BrowseFilter } from '@thisoneforfree/contracts';
import { MESSAGES } from '@thisoneforfree/contracts';
import {
  IconDice1,
  IconDice2,
  IconDice3,
  IconDice4,
  IconDice5,
  IconDice6,
} from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { errorMessage } from '../../lib/errors';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';

export const DICE_ICONS = [IconDice1, IconDice2, IconDice3, IconDice4, IconDice5, IconDice6];

export interface RandomIdeaButtonProps {
  /** The current filters: the idea is picked among the ideas they match. */
  filter: BrowseFilter;
  /** For tests: which face to show (0-5); random by default. */
  face?: number;
}

/**
 * Random Idea (SPEC §2): asks the server for a random idea within the
 * current filters and opens it. Shows one of six dice faces, chosen when the
 * page loads.
 */
export function RandomIdeaButton({ filter, face }: RandomIdeaButtonProps) {
  const [index] = useState(() => face ?? Math.floor(Math.random() * DICE_ICONS.length));
  const Dice = DICE_ICONS[index] ?? IconDice1;
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  const pick = async () => {
    setPending(true);
    try {
      // Ask every time: a cached answer would always be the same idea.
      const result = await utils.client.ideas.random.query(filter);
      if (result) await navigate({ to: '/idea/$id', params: { id: result.id } });
      // Nothing failed: the filters leave no idea to pick.
      else notify.info(MESSAGES.empty.noIdeas, MESSAGES.empty.noIdeasHint);
    } catch (error) {
      notify.error(MESSAGES.toasts.error, errorMessage(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <Button
      variant="light"
      leftSection={<Dice size={18} aria-hidden data-testid={`dice-${index + 1}`} />}
      loading={pending}
      onClick={() => void pick()}
    >
      Random Idea
    </Button>
  );
}
