import { Button } from '@mantine/core';
import type { FollowInput } from '@thisoneforfree/contracts';
import { IconCheck, IconPlus } from '@tabler/icons-react';
import { useFollows } from './useFollows';

export interface FollowButtonProps {
  target: Extract<FollowInput, { kind: 'user' | 'idea' }>;
  /** Who or what: read after "Follow" by screen readers ("Follow Grace Hopper"). */
  name: string;
  /** What following brings, for the toast ("Grace Hopper's new ideas"). */
  what: string;
}

/**
 * Follow / Following, a toggle button (issue 15) on profiles and idea pages:
 * pressed while the signed-in user follows the researcher or idea. Nothing
 * for visitors.
 */
export function FollowButton({ target, name, what }: FollowButtonProps) {
  const { canFollow, isFollowing, isPending, toggle, isLoading } = useFollows();
  if (!canFollow) return null;
  const following = isFollowing(target);
  return (
    <Button
      variant={following ? 'light' : 'default'}
      leftSection={
        following ? <IconCheck size={16} aria-hidden /> : <IconPlus size={16} aria-hidden />
      }
      aria-pressed={following}
      loading={isPending(target)}
      disabled={isLoading}
      onClick={() => toggle(target, what)}
    >
      {following ? 'Following' : 'Follow'}
      <span className="visually-hidden"> {name}</span>
    </Button>
  );
}
