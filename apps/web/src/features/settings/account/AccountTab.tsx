import { Stack } from '@mantine/core';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { AccessTokens } from '../AccessTokens';
import { DeleteAccountSection } from './DeleteAccountSection';
import { EmailSection } from './EmailSection';
import { ExportSection } from './ExportSection';
import { PasswordSection } from './PasswordSection';
import { ProfileSection } from './ProfileSection';
import { SessionsSection } from './SessionsSection';

/**
 * Settings, Account: the profile, the email address, the password, where the
 * account is logged in, access tokens for scripts, a copy of one's data and
 * deleting the account. The _authed route has loaded the user.
 */
export function AccountTab() {
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <Stack gap="lg">
      <ProfileSection user={user} />
      <EmailSection user={user} />
      <PasswordSection />
      <SessionsSection />
      <AccessTokens />
      <ExportSection />
      <DeleteAccountSection user={user} />
    </Stack>
  );
}
