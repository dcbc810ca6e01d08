import { Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconQuote, IconUserCog } from '@tabler/icons-react';
import { AccessTokens } from './AccessTokens';
import { CitationPreferences } from './CitationPreferences';

/** /settings (logged-in only): Citation Preferences and Account tabs, centred at the width of the submit form. */
export function SettingsPage() {
  return (
    <Stack gap="lg" maw={860} mx="auto">
      <div>
        <Title order={1}>Settings</Title>
        <Text c="dimmed" mt={4}>
          Manage how This One for Free works for you.
        </Text>
      </div>
      <Tabs defaultValue="citation" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="citation" leftSection={<IconQuote size={16} aria-hidden />}>
            Citation Preferences
          </Tabs.Tab>
          <Tabs.Tab value="account" leftSection={<IconUserCog size={16} aria-hidden />}>
            Account
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="citation" pt="lg">
          <CitationPreferences />
        </Tabs.Panel>
        <Tabs.Panel value="account" pt="lg">
          <Stack gap="lg">
            <Paper withBorder radius="md" p="lg">
              <Title order={2} size="h4">
                Account
              </Title>
              <Text c="dimmed" mt="xs">
                Account settings will be available in a future update.
              </Text>
            </Paper>
            <AccessTokens />
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
