import { Button, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import {
  CITATION_FORMAT_LABELS,
  CITATION_FORMATS,
  DEFAULT_CITATION_FORMAT,
  isCitationFormat,
  MESSAGES,
  type CitationFormat,
} from '@thisoneforfree/contracts';
import { useState } from 'react';
import { statusErrorMessage } from '../../lib/errors';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { useCurrentUser } from '../auth/useCurrentUser';

/** The default format of the Cite dialog (SPEC §2 Settings, §7 preferences). */
export function CitationPreferences() {
  const { user } = useCurrentUser();
  const saved = user?.preferences.citationFormat ?? DEFAULT_CITATION_FORMAT;
  const [choice, setChoice] = useState<CitationFormat | null>(null);
  const selected = choice ?? saved;
  const utils = trpc.useUtils();

  const update = trpc.preferences.update.useMutation({
    onSuccess: (updated) => {
      utils.auth.me.setData(undefined, updated);
      void utils.auth.me.invalidate();
      setChoice(null);
      notify.success(MESSAGES.toasts.preferencesUpdatedTitle, MESSAGES.toasts.preferencesUpdated);
    },
    onError: (error) => notify.error(MESSAGES.toasts.preferencesFailed, statusErrorMessage(error)),
  });

  return (
    <Paper withBorder radius="md" p="lg">
      <form
        aria-label="Citation Preferences"
        onSubmit={(event) => {
          event.preventDefault();
          update.mutate({ citationFormat: selected });
        }}
      >
        <Stack gap="md">
          <div>
            <Title order={2} size="h4">
              Default citation format
            </Title>
            <Text size="sm" c="dimmed" mt={4}>
              The Cite dialog on every idea opens in this format.
            </Text>
          </div>
          <Radio.Group
            value={selected}
            onChange={(value) => isCitationFormat(value) && setChoice(value)}
            label="Citation format"
            labelProps={{ className: 'visually-hidden' }}
          >
            <Stack gap="sm" mt="xs">
              {CITATION_FORMATS.map((format) => (
                <Radio key={format} value={format} label={CITATION_FORMAT_LABELS[format]} />
              ))}
            </Stack>
          </Radio.Group>
          <Group>
            <Button type="submit" loading={update.isPending} disabled={selected === saved}>
              Save preferences
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
