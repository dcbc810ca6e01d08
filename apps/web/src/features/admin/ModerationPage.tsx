import { Badge, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconFlag, IconHistory, IconLock } from '@tabler/icons-react';
import { MESSAGES } from '@thisoneforfree/contracts';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { ButtonLink } from '../../components/links';
import { trpc } from '../../lib/trpc';
import { useCurrentUser } from '../auth/useCurrentUser';
import { useDocumentTitle } from '../idea/useDocumentTitle';
import type { ModerationTab } from './admin-search';
import { FlagQueue } from './FlagQueue';
import { MODERATION_HEADING_ID } from './heading';
import { ModerationLog } from './ModerationLog';

const route = getRouteApi('/_authed/admin');

/**
 * /admin (issue 13): admins review flagged comments (the queue, the latest
 * flag first) and read the moderation log. The tab and page are in the
 * address (`?tab=log&page=2`). Anyone else logged in is told the page is for
 * admins, as an idea's edit page tells someone who is not its author.
 */
export function ModerationPage() {
  const { user } = useCurrentUser();
  useDocumentTitle('Moderation');
  if (user?.isAdmin !== 1) return <AdminsOnly />;
  return <Moderation />;
}

function Moderation() {
  const { tab = 'queue', page = 1 } = route.useSearch();
  const navigate = useNavigate();
  const open: ModerationTab = tab === 'log' ? 'log' : 'queue';
  const go = (next: ModerationTab, nextPage = 1) =>
    void navigate({
      to: '/admin',
      search: {
        ...(next === 'log' ? { tab: 'log' as const } : {}),
        ...(nextPage > 1 ? { page: nextPage } : {}),
      },
      replace: next === open,
    });
  // The queue's size on its tab, whichever tab is open (the first page is cached either way).
  const queueSize = trpc.admin.flags.useQuery({ page: 1 }).data?.total;

  return (
    <Stack gap="lg" maw={960} mx="auto">
      <div>
        <Title order={1} id={MODERATION_HEADING_ID} tabIndex={-1}>
          Moderation
        </Title>
        <Text c="dimmed" mt={4}>
          Comments readers flagged, waiting for a decision, and every decision made.
        </Text>
      </div>
      <Tabs
        value={open}
        onChange={(value) => go(value === 'log' ? 'log' : 'queue')}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab
            value="queue"
            leftSection={<IconFlag size={16} aria-hidden />}
            rightSection={
              queueSize ? (
                <Badge size="sm" variant="light" color="yellow" aria-label={`${queueSize} waiting`}>
                  {queueSize}
                </Badge>
              ) : null
            }
          >
            Flagged comments
          </Tabs.Tab>
          <Tabs.Tab value="log" leftSection={<IconHistory size={16} aria-hidden />}>
            Moderation log
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="queue" pt="lg">
          <FlagQueue page={page} onPage={(next) => go('queue', next)} />
        </Tabs.Panel>
        <Tabs.Panel value="log" pt="lg">
          <ModerationLog page={page} onPage={(next) => go('log', next)} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** Logged in, not an admin: what the page is, and the way back. */
function AdminsOnly() {
  return (
    <Stack align="center" ta="center" gap="md" py={64}>
      <IconLock size={48} stroke={1.3} aria-hidden color="var(--mantine-color-dimmed)" />
      <Title order={1}>Moderation</Title>
      <Text c="dimmed" maw={460}>
        {MESSAGES.errors.moderationAdminOnly}.
      </Text>
      <ButtonLink to="/" variant="light">
        Browse ideas
      </ButtonLink>
    </Stack>
  );
}
