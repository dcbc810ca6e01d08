import { Stack } from '@mantine/core';
import { EmailPreferences } from './EmailPreferences';
import { FollowingList } from './FollowingList';

/** Settings, Notifications (issue 15): which emails arrive, and what one follows. */
export function NotificationsTab() {
  return (
    <Stack gap="lg">
      <EmailPreferences />
      <FollowingList />
    </Stack>
  );
}
