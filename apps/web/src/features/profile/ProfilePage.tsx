import { Avatar, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { ideasFeedPath, MESSAGES } from '@thisoneforfree/contracts';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { DownloadLinks } from '../../components/DownloadLinks';
import { LoadMoreButton } from '../../components/LoadMoreButton';
import { useFeedLink } from '../../lib/document-head';
import { trpc } from '../../lib/trpc';
import { useDocumentTitle } from '../idea/useDocumentTitle';
import { useCurrentUser } from '../auth/useCurrentUser';
import { FollowButton } from '../follows/FollowButton';
import { IdeaGrid } from '../idea-cards/IdeaGrid';
import { ProfileDetails } from './ProfileDetails';
import { PublicationStatistics } from './PublicationStatistics';
import { ResearcherClaims } from './ResearcherClaims';

const route = getRouteApi('/users/$id');

const PHONE_TAB = { px: { base: 'xs', xs: 'md' }, fz: { base: 13, xs: 'sm' } } as const;

/**
 * /users/{id} (SPEC §2): who the researcher is, their ideas, their
 * statistics, and the ideas they pursue (issue 12). The route has checked the id and loaded the researcher; its
 * skeleton, "User not found" and error screens are in ProfileLoadStates.
 */
export function ProfilePage() {
  const { id } = route.useParams();
  const [profile] = trpc.users.byId.useSuspenseQuery({ id });
  const name = profile.name || profile.username;
  useDocumentTitle(name);
  useFeedLink(ideasFeedPath({ userId: id }), `Newest ideas by ${name}`);
  const { user } = useCurrentUser();

  return (
    <Stack gap="xl">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Group align="flex-start" gap="lg" wrap="nowrap">
          <Avatar size={72} radius="xl" color="indigo" name={profile.name} visibleFrom="xs" />
          <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
            <Group justify="space-between" align="flex-start" gap="sm">
              <Title order={1} style={{ wordBreak: 'break-word' }}>
                {profile.name}
              </Title>
              {user && user.id !== profile.id && (
                <FollowButton
                  target={{ kind: 'user', target: profile.id }}
                  name={profile.name}
                  what={`${profile.name}’s new ideas`}
                />
              )}
            </Group>
            <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {profile.username}
            </Text>
            <ProfileDetails user={profile} />
          </Stack>
        </Group>
      </Paper>

      <Tabs defaultValue="ideas" keepMounted={false}>
        {/* Three tabs fit one line of a 375 px phone with a little less padding and type. */}
        <Tabs.List>
          <Tabs.Tab value="ideas" {...PHONE_TAB}>
            Research Ideas
          </Tabs.Tab>
          <Tabs.Tab value="stats" {...PHONE_TAB}>
            Publication Statistics
          </Tabs.Tab>
          <Tabs.Tab value="claims" {...PHONE_TAB}>
            Claims
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="ideas" pt="lg">
          <ResearcherIdeas userId={id} />
        </Tabs.Panel>
        <Tabs.Panel value="stats" pt="lg">
          <PublicationStatistics userId={id} />
        </Tabs.Panel>
        <Tabs.Panel value="claims" pt="lg">
          <ResearcherClaims userId={id} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** The researcher's ideas, newest first, a page of 24 at a time ("Load more"). */
function ResearcherIdeas({ userId }: { userId: number }) {
  const pages = trpc.ideas.byUser.useInfiniteQuery(
    { userId },
    { getNextPageParam: (last) => last.nextCursor },
  );
  const ideas = useMemo(() => pages.data?.pages.flatMap((page) => page.items), [pages.data]);
  return (
    <Stack gap="md">
      {ideas && ideas.length > 0 && (
        <DownloadLinks
          label="Export ideas"
          hrefOf={(format) => `/api/users/${userId}/ideas/export?format=${format}`}
        />
      )}
      <IdeaGrid
        ideas={ideas}
        isLoading={pages.isPending}
        error={pages.error}
        onRetry={() => void pages.refetch()}
        loadingMore={pages.isFetchingNextPage}
        cardHeadingOrder={2}
        emptyTitle={MESSAGES.empty.noResearcherIdeas}
      />
      <LoadMoreButton pages={pages} />
    </Stack>
  );
}
