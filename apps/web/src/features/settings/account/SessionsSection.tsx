import { Badge, Button, Group, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconDeviceDesktop,
  IconDeviceMobile,
  IconDeviceTablet,
  IconDevices,
  IconLogout,
} from '@tabler/icons-react';
import { type DeviceType, MESSAGES, type SessionInfo } from '@thisoneforfree/contracts';
import { statusErrorMessage } from '../../../lib/errors';
import { formatDate } from '../../../lib/format-date';
import { notify } from '../../../lib/notify';
import { trpc } from '../../../lib/trpc';
import { commentDate, fullDate } from '../../idea/comments/relative-time';
import { SettingsSection } from '../SettingsSection';

const DEVICE_ICONS: Record<DeviceType, typeof IconDevices> = {
  desktop: IconDeviceDesktop,
  phone: IconDeviceMobile,
  tablet: IconDeviceTablet,
  unknown: IconDevices,
};

/** "Firefox 128 on Linux", or whichever half is known. */
function deviceName(session: SessionInfo): string {
  const browser = session.browser === 'Unknown browser' ? null : session.browser;
  const os = session.os === 'Unknown system' ? null : session.os;
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? os ?? 'Unknown device';
}

/** Where the account is logged in, and "log out everywhere else". */
export function SessionsSection() {
  const sessions = trpc.account.sessions.useQuery();
  const utils = trpc.useUtils();
  const revoke = trpc.account.revokeOtherSessions.useMutation({
    onSuccess: ({ revoked }) => {
      void utils.account.sessions.invalidate();
      notify.success(
        MESSAGES.toasts.sessionsRevokedTitle,
        revoked === 1 ? '1 other session has ended.' : `${revoked} other sessions have ended.`,
      );
    },
    onError: (error) => notify.error(MESSAGES.toasts.sessionsFailed, statusErrorMessage(error)),
  });
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;

  return (
    <SettingsSection
      title="Where you are logged in"
      description="Each browser logged in to your account, the one you are using first."
    >
      {sessions.isPending ? (
        <Loader size="sm" aria-label="Loading sessions" />
      ) : sessions.isError ? (
        <Group gap="xs">
          <Text size="sm" c="red">
            Could not load your sessions.
          </Text>
          <Button variant="subtle" size="xs" onClick={() => void sessions.refetch()}>
            Retry
          </Button>
        </Group>
      ) : (
        <Stack
          gap="sm"
          component="ul"
          aria-label="Active sessions"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          {sessions.data.map((session, index) => {
            const Icon = DEVICE_ICONS[session.deviceType];
            return (
              <Group component="li" key={index} gap="sm" wrap="nowrap" align="flex-start">
                <ThemeIcon variant="light" color="gray" size="lg" radius="md" aria-hidden>
                  <Icon size={20} />
                </ThemeIcon>
                <div style={{ minWidth: 0 }}>
                  <Group gap="xs">
                    <Text fw={500}>{deviceName(session)}</Text>
                    {session.current && (
                      <Badge variant="light" color="green" size="sm">
                        This device
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm" c="dimmed">
                    {session.current ? (
                      'Active now'
                    ) : (
                      <>
                        Last active{' '}
                        <time dateTime={session.lastSeenAt} title={fullDate(session.lastSeenAt)}>
                          {commentDate(session.lastSeenAt)}
                        </time>
                      </>
                    )}{' '}
                    · logged in {formatDate(session.createdAt)}
                  </Text>
                </div>
              </Group>
            );
          })}
        </Stack>
      )}
      <Group>
        <Button
          variant="default"
          leftSection={<IconLogout size={16} aria-hidden />}
          loading={revoke.isPending}
          disabled={others === 0}
          onClick={() => revoke.mutate()}
        >
          Log out everywhere else
        </Button>
        {sessions.isSuccess && others === 0 && (
          <Text size="sm" c="dimmed">
            You are logged in here only.
          </Text>
        )}
      </Group>
    </SettingsSection>
  );
}
