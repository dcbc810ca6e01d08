import { ActionIcon, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { LIMITS, MESSAGES, type NotificationItem } from '@thisoneforfree/contracts';
import { IconBell, IconCheck, IconChecks } from '@tabler/icons-react';
import { EmptyState } from '../../components/EmptyState';
import { LoadMoreButton } from '../../components/LoadMoreButton';
import { ErrorState } from '../../components/ErrorState';
import { AnchorLink, ButtonLink } from '../../components/links';
import { errorMessage } from '../../lib/errors';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { commentDate, fullDate } from '../idea/comments/relative-time';
import classes from './NotificationsPage.module.css';

/**
 * /notifications (logged-in only, issue 15): the newest first, a page of 20
 * at a time ("Show more"), unread ones marked; opening one marks it read,
 * and so do its own button and "Mark all as read". The bell's count follows.
 */
export function NotificationsPage() {
  const utils = trpc.useUtils();
  const pages = trpc.notifications.list.useInfiniteQuery(
    {},
    {
      getNextPageParam: (page) => page.nextCursor ?? undefined,
      // News since the last visit: asked again whenever the page opens.
      staleTime: 0,
      refetchOnMount: 'always',
    },
  );
  const items = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const unreadCount = pages.data?.pages[0]?.unreadCount ?? 0;

  const markRead = trpc.notifications.markRead.useMutation({
    onSuccess: ({ unreadCount: left }, input) => {
      const now = new Date().toISOString();
      utils.notifications.unreadCount.setData(undefined, { unreadCount: left });
      utils.notifications.list.setInfiniteData({}, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                unreadCount: left,
                items: page.items.map((item) =>
                  item.readAt === null && (input.all || input.ids?.includes(item.id))
                    ? { ...item, readAt: now }
                    : item,
                ),
              })),
            }
          : data,
      );
    },
    onError: (error) =>
      notify.error(MESSAGES.toasts.error, errorMessage(error, MESSAGES.toasts.notificationsFailed)),
  });

  return (
    <Stack gap="lg" maw={760} mx="auto">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1}>Notifications</Title>
          <Text c="dimmed" mt={4} aria-live="polite">
            {pages.isPending ? '\u00a0' : unreadText(unreadCount)}
          </Text>
        </div>
        <Group gap="xs">
          <ButtonLink to="/settings" search={{ tab: 'notifications' }} variant="subtle" size="sm">
            Settings
          </ButtonLink>
          <Button
            variant="light"
            size="sm"
            leftSection={<IconChecks size={16} aria-hidden />}
            disabled={unreadCount === 0}
            loading={markRead.isPending && markRead.variables.all === true}
            onClick={() => markRead.mutate({ all: true })}
          >
            Mark all as read
          </Button>
        </Group>
      </Group>

      {pages.isPending ? (
        <NotificationsSkeleton />
      ) : pages.isError ? (
        <ErrorState
          title="Could not load your notifications"
          error={pages.error}
          onRetry={() => void pages.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState
          icon={<IconBell size={28} stroke={1.5} />}
          title={MESSAGES.notifications.empty}
          hint={MESSAGES.notifications.emptyHint}
          headingOrder={2}
        />
      ) : (
        <Paper withBorder radius="md">
          <ul className={classes.list} aria-label="Notifications">
            {items.map((item) => (
              <Notification
                key={item.id}
                item={item}
                onRead={() => markRead.mutate({ ids: [item.id] })}
              />
            ))}
          </ul>
        </Paper>
      )}

      <LoadMoreButton
        pages={pages}
        label="Show more"
        failedText="Could not load more notifications."
      />
    </Stack>
  );
}

function unreadText(count: number): string {
  if (count === 0) return 'You are all caught up.';
  return count === 1 ? '1 unread notification' : `${count} unread notifications`;
}

function Notification({ item, onRead }: { item: NotificationItem; onRead: () => void }) {
  const unread = item.readAt === null;
  const textId = `notification-${item.id}`;
  return (
    <li className={`${classes.item} ${unread ? classes.unread : classes.read}`}>
      <span className={classes.dot} aria-hidden />
      <div className={classes.body}>
        <AnchorLink
          id={textId}
          to="/idea/$id"
          params={{ id: item.idea.id }}
          hash={item.commentId === null ? undefined : `comment-${item.commentId}`}
          fw={unread ? 600 : 400}
          c="var(--mantine-color-text)"
          onClick={unread ? onRead : undefined}
        >
          {item.text}
        </AnchorLink>
        <Text size="xs" c="dimmed" mt={2}>
          <time dateTime={item.createdAt} title={fullDate(item.createdAt)}>
            {commentDate(item.createdAt)}
          </time>
          {unread && <span className="visually-hidden">, unread</span>}
        </Text>
      </div>
      {unread && (
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label="Mark as read"
          aria-describedby={textId}
          title="Mark as read"
          onClick={onRead}
        >
          <IconCheck size={18} aria-hidden />
        </ActionIcon>
      )}
    </li>
  );
}

function NotificationsSkeleton() {
  return (
    <Paper withBorder radius="md" p="md" aria-label="Loading notifications">
      <Stack gap="md">
        {Array.from({ length: Math.min(6, LIMITS.notificationsPerPage) }, (_, i) => (
          <Skeleton key={i} height={36} />
        ))}
      </Stack>
    </Paper>
  );
}
