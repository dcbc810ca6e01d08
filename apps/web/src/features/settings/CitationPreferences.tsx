import { Button, Group, Radio, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  CITATION_FORMAT_LABELS,
  CITATION_FORMATS,
  DEFAULT_CITATION_FORMAT,
  isCitationFormat,
  MESSAGES,
  preferencesInput,
  type PreferencesInput,
} from '@thisoneforfree/contracts';
import { statusErrorMessage } from '../../lib/errors';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { useCurrentUser } from '../auth/useCurrentUser';
import { SettingsSection } from './SettingsSection';

/**
 * The default format of the Cite dialog (SPEC §2 Settings, §7 preferences).
 * The page shows once the session is loaded (the _authed route), so the form
 * starts from the saved format.
 */
export function CitationPreferences() {
  const { user } = useCurrentUser();
  const saved = user?.preferences.citationFormat ?? DEFAULT_CITATION_FORMAT;
  const form = useForm<PreferencesInput>({
    initialValues: { citationFormat: saved },
    validate: schemaResolver(preferencesInput, { sync: true }),
  });
  const selected = form.values.citationFormat;
  const utils = trpc.useUtils();

  const update = trpc.preferences.update.useMutation({
    onSuccess: (updated) => {
      utils.auth.me.setData(undefined, updated);
      void utils.auth.me.invalidate();
      form.setValues({ citationFormat: updated.preferences.citationFormat });
      notify.success(MESSAGES.toasts.preferencesUpdatedTitle, MESSAGES.toasts.preferencesUpdated);
    },
    onError: (error) => notify.error(MESSAGES.toasts.preferencesFailed, statusErrorMessage(error)),
  });

  return (
    <SettingsSection
      title="Default citation format"
      description="The Cite dialog on every idea opens in this format."
    >
      <form
        aria-label="Citation Preferences"
        onSubmit={form.onSubmit((values) => update.mutate(values))}
      >
        <Stack gap="md">
          <Radio.Group
            value={selected}
            onChange={(value) =>
              isCitationFormat(value) && form.setFieldValue('citationFormat', value)
            }
            error={form.errors.citationFormat}
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
    </SettingsSection>
  );
}
