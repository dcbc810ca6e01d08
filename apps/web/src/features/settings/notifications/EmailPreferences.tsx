import { Group, Radio, Skeleton, Stack } from '@mantine/core';
import {
  EMAIL_CATEGORIES,
  EMAIL_CATEGORY_LABELS,
  EMAIL_MODE_LABELS,
  EMAIL_MODES,
  type EmailCategory,
  type EmailMode,
  type NotificationPreferences,
  MESSAGES,
} from '@thisoneforfree/contracts';
import { useState } from 'react';
import { ErrorState } from '../../../components/ErrorState';
import { statusErrorMessage } from '../../../lib/errors';
import { notify } from '../../../lib/notify';
import { trpc } from '../../../lib/trpc';
import { SettingsSection } from '../SettingsSection';

const isEmailMode = (value: string): value is EmailMode =>
  (EMAIL_MODES as readonly string[]).includes(value);

/**
 * Per kind of notification: no email, an email as it happens, or a line in
 * the daily digest. Each choice is saved as it is made.
 */
export function EmailPreferences() {
  const utils = trpc.useUtils();
  const preferences = trpc.notifications.preferences.useQuery();
  // The choice being saved, shown at once, in the click's own render: query
  // data set in the handler reaches the component a task later, and the
  // controlled radio would first snap back. It counts only over the answer
  // it was made on: the saved answer (or a read anew) replaces it.
  const [choice, setChoice] = useState<{
    over: NotificationPreferences;
    change: Partial<NotificationPreferences>;
  } | null>(null);
  const save = trpc.notifications.setPreferences.useMutation({
    onSuccess: (saved) => {
      utils.notifications.preferences.setData(undefined, saved);
      notify.success(
        MESSAGES.toasts.emailPreferencesSavedTitle,
        MESSAGES.toasts.emailPreferencesSaved,
      );
    },
    onError: (error) => {
      // What the server holds shows again.
      setChoice(null);
      void utils.notifications.preferences.invalidate();
      notify.error(MESSAGES.toasts.emailPreferencesFailed, statusErrorMessage(error));
    },
  });
  const choose = (category: EmailCategory, mode: string) => {
    if (!isEmailMode(mode) || !preferences.data) return;
    // A read already under way would bring back what the server held before.
    void utils.notifications.preferences.cancel();
    setChoice({ over: preferences.data, change: { [category]: mode } });
    save.mutate({ [category]: mode });
  };
  const shownMode = (held: NotificationPreferences, category: EmailCategory) =>
    (choice?.over === held ? choice.change[category] : undefined) ?? held[category];

  return (
    <SettingsSection
      title="Email notifications"
      description="For each kind of notification: no email, an email as it happens, or one daily digest. Emails go to your verified address, and each has a link to stop it."
    >
      {preferences.isPending ? (
        <Stack gap="md" aria-label="Loading email preferences">
          {EMAIL_CATEGORIES.map((category) => (
            <Skeleton key={category} height={44} />
          ))}
        </Stack>
      ) : preferences.isError ? (
        <ErrorState
          title="Could not load your email preferences"
          error={preferences.error}
          onRetry={() => void preferences.refetch()}
        />
      ) : (
        <Stack gap="lg">
          {EMAIL_CATEGORIES.map((category) => (
            <Radio.Group
              key={category}
              label={EMAIL_CATEGORY_LABELS[category]}
              value={shownMode(preferences.data, category)}
              onChange={(mode) => choose(category, mode)}
            >
              <Group gap="lg" mt={6}>
                {EMAIL_MODES.map((mode) => (
                  <Radio
                    key={mode}
                    value={mode}
                    label={EMAIL_MODE_LABELS[mode]}
                    disabled={save.isPending}
                  />
                ))}
              </Group>
            </Radio.Group>
          ))}
        </Stack>
      )}
    </SettingsSection>
  );
}
