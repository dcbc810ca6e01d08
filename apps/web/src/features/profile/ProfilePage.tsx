import { Avatar, Group, Paper, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { MESSAGES } from '@thisoneforfree/contracts';
import { IconUserQuestion } from '@tabler/icons-react';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { IdeaGrid } from '../idea-cards/IdeaGrid';
import { ButtonLink } from '../../components/links';
import { isNotFound } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { ProfileDetails } from './ProfileDetails';
import { PublicationStatistics } from './PublicationStatistics';

/** /users/{id} (SPEC §2): who the researcher is, their ideas, their statistics. */
export function ProfilePage({ userId }: { userId: number | null }) {
  const profile = trpc.users.byId.useQuery({ id: userId ?? 0 }, { enabled: userId !== null });

  if (userId === null || isNotFound(profile.error)) return <UserNotFound />;
  if (profile.error) {
    return (
      <ErrorState
        title="Could not load this researcher"
        error={profile.error}
        onRetry={() => void profile.refetch()}
      />
    );
  }

  return (
    <Stack gap="xl">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        {profile.data ? (
          <Group align="flex-start" gap="lg" wrap="nowrap">
            <Avatar
              size={72}
              radius="xl"
              color="indigo"
              name={profile.data.name}
              visibleFrom="xs"
            />
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Title order={1} style={{ wordBreak: 'break-word' }}>
                {profile.data.name}
              </Title>
              <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {profile.data.username}
              </Text>
              <ProfileDetails user={profile.data} />
            </Stack>
          </Group>
        ) : (
          <Stack gap="sm" aria-busy="true" aria-label="Loading researcher">
            <Skeleton height={32} width="40%" />
            <Skeleton height={14} width="20%" />
            <Skeleton height={14} width="60%" />
            <Skeleton height={14} width="50%" />
          </Stack>
        )}
      </Paper>

      <Tabs defaultValue="ideas" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="ideas">Research Ideas</Tabs.Tab>
          <Tabs.Tab value="stats">Publication Statistics</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="ideas" pt="lg">
          <ResearcherIdeas userId={userId} />
        </Tabs.Panel>
        <Tabs.Panel value="stats" pt="lg">
          <PublicationStatistics userId={userId} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function ResearcherIdeas({ userId }: { userId: number }) {
  const ideas = trpc.ideas.byUser.useQuery({ userId });
  return (
    <IdeaGrid
      ideas={ideas.data}
      isLoading={ideas.isPending}
      error={ideas.error}
      onRetry={() => void ideas.refetch()}
      cardHeadingOrder={2}
      emptyTitle={MESSAGES.empty.noResearcherIdeas}
    />
  );
}

function UserNotFound() {
  return (
    <EmptyState
      headingOrder={1}
      icon={<IconUserQuestion size={28} stroke={1.5} />}
      title={MESSAGES.empty.userNotFound}
      hint="The researcher you are looking for does not exist or is no longer here."
      action={
        <ButtonLink to="/" variant="light" mt="sm">
          Browse ideas
        </ButtonLink>
      }
    />
  );
}
