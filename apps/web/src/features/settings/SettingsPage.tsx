import { Stack, Tabs, Text, Title } from '@mantine/core';
import { IconBell, IconQuote, IconUserCog } from '@tabler/icons-react';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { AccountTab } from './account/AccountTab';
import { CitationPreferences } from './CitationPreferences';
import { NotificationsTab } from './notifications/NotificationsTab';

const route = getRouteApi('/_authed/settings');

/**
 * /settings (logged-in only): Citation Preferences, Notifications (emails
 * and what one follows) and Account tabs, centred at the width of the
 * submit form. The open tab is in the address (`?tab=account`,
 * `?tab=notifications`), so a link can open it.
 */
export function SettingsPage() {
  const { tab = 'citation' } = route.useSearch();
  const navigate = useNavigate();
  return (
    <Stack gap="lg" maw={860} mx="auto">
      <div>
        <Title order={1}>Settings</Title>
        <Text c="dimmed" mt={4}>
          Manage how This One for Free works for you.
        </Text>
      </div>
      <Tabs
        value={tab}
        onChange={(value) =>
          void navigate({
            to: '/settings',
            search: value === 'account' || value === 'notifications' ? { tab: value } : {},
            replace: true,
          })
        }
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="citation" leftSection={<IconQuote size={16} aria-hidden />}>
            Citation Preferences
          </Tabs.Tab>
          <Tabs.Tab value="notifications" leftSection={<IconBell size={16} aria-hidden />}>
            Notifications
          </Tabs.Tab>
          <Tabs.Tab value="account" leftSection={<IconUserCog size={16} aria-hidden />}>
            Account
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="citation" pt="lg">
          <CitationPreferences />
        </Tabs.Panel>
        <Tabs.Panel value="notifications" pt="lg">
          <NotificationsTab />
        </Tabs.Panel>
        <Tabs.Panel value="account" pt="lg">
          <AccountTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
