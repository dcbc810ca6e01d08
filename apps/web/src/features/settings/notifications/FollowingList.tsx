import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorState } from '../../../components/ErrorState';
import { FieldBadge } from '../../../components/FieldBadge';
import { AnchorLink } from '../../../components/links';
import { useFollows } from '../../follows/useFollows';
import { SettingsSection } from '../SettingsSection';

/**
 * Following: the researchers, fields and ideas the user follows (their own
 * ideas among them), each with Unfollow.
 */
export function FollowingList() {
  const { follows, isLoading, error, refetch, toggle, isPending } = useFollows();
  const total = follows.users.length + follows.fields.length + follows.ideas.length;
  return (
    <SettingsSection
      title="Following"
      description="New ideas by the researchers and in the fields you follow, and claims and results on the ideas you follow (your own among them), reach your notifications."
    >
      {isLoading ? (
        <Stack gap="sm" aria-label="Loading what you follow">
          <Skeleton height={32} />
          <Skeleton height={32} />
        </Stack>
      ) : error ? (
        <ErrorState title="Could not load what you follow" error={error} onRetry={refetch} />
      ) : total === 0 ? (
        <Text size="sm" c="dimmed">
          You follow nothing yet. Follow researchers on their profiles, fields from their badges on
          an idea, and ideas on their pages.
        </Text>
      ) : (
        <Stack gap="lg">
          <FollowGroup title="Researchers" count={follows.users.length}>
            {follows.users.map((user) => (
              <FollowRow
                key={user.id}
                name={user.name}
                pending={isPending({ kind: 'user', target: user.id })}
                onUnfollow={() =>
                  toggle({ kind: 'user', target: user.id }, `${user.name}’s new ideas`)
                }
              >
                <AnchorLink to="/users/$id" params={{ id: user.id }} size="sm">
                  {user.name}
                </AnchorLink>
              </FollowRow>
            ))}
          </FollowGroup>
          <FollowGroup title="Academic fields" count={follows.fields.length}>
            {follows.fields.map(({ field }) => (
              <FollowRow
                key={field}
                name={field}
                pending={isPending({ kind: 'field', target: field })}
                onUnfollow={() => toggle({ kind: 'field', target: field }, `new ideas in ${field}`)}
              >
                <FieldBadge field={field} />
              </FollowRow>
            ))}
          </FollowGroup>
          <FollowGroup title="Ideas" count={follows.ideas.length}>
            {follows.ideas.map((idea) => (
              <FollowRow
                key={idea.id}
                name={idea.title}
                pending={isPending({ kind: 'idea', target: idea.id })}
                onUnfollow={() =>
                  toggle({ kind: 'idea', target: idea.id }, `claims and results on “${idea.title}”`)
                }
              >
                <AnchorLink to="/idea/$id" params={{ id: idea.id }} size="sm">
                  {idea.title}
                </AnchorLink>
              </FollowRow>
            ))}
          </FollowGroup>
        </Stack>
      )}
    </SettingsSection>
  );
}

function FollowGroup({
  title,
  count,
  children,
}: {
  title: string;
  count: number;
  children: ReactNode;
}) {
  if (count === 0) return null;
  return (
    <div>
      <Title order={3} size="h5" mb="xs">
        {title} ({count})
      </Title>
      <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }} aria-label={title}>
        {children}
      </Stack>
    </div>
  );
}

function FollowRow({
  name,
  pending,
  onUnfollow,
  children,
}: {
  name: string;
  pending: boolean;
  onUnfollow: () => void;
  children: ReactNode;
}) {
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="sm">
      <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>{children}</div>
      <Button variant="default" size="compact-sm" loading={pending} onClick={onUnfollow}>
        Unfollow<span className="visually-hidden"> {name}</span>
      </Button>
    </Group>
  );
}
