import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  type User,
  LIMITS,
  MESSAGES,
  type ProfileInput,
  profileInput,
} from '@thisoneforfree/contracts';
import { fieldIssues, statusErrorMessage } from '../../../lib/errors';
import { notify } from '../../../lib/notify';
import { trpc } from '../../../lib/trpc';
import { SettingsSection } from '../SettingsSection';

const t = MESSAGES.toasts;

/** Name, institution and ORCID iD, with the register form's rules; the username stays. */
export function ProfileSection({ user }: { user: User }) {
  const saved: ProfileInput = {
    name: user.name,
    institution: user.institution,
    orcidId: user.orcidId,
  };
  const form = useForm<ProfileInput>({
    initialValues: saved,
    validate: schemaResolver(profileInput, { sync: true }),
  });
  const utils = trpc.useUtils();
  const update = trpc.account.updateProfile.useMutation({
    onSuccess: (updated) => {
      utils.auth.me.setData(undefined, updated);
      form.setValues({
        name: updated.name,
        institution: updated.institution,
        orcidId: updated.orcidId,
      });
      form.resetDirty();
      // The name shows on the profile and beside ideas and comments.
      void utils.users.invalidate();
      notify.success(t.profileUpdatedTitle, t.profileUpdated);
    },
    onError: (error) => {
      form.setErrors(fieldIssues(error));
      notify.error(t.profileFailed, statusErrorMessage(error));
    },
  });

  return (
    <SettingsSection
      title="Profile"
      description="Shown on your researcher profile and beside your ideas and comments."
    >
      <form
        aria-label="Profile"
        noValidate
        onSubmit={form.onSubmit((values) => update.mutate(values))}
      >
        <Stack gap="md">
          <TextInput
            label="Username"
            description="Usernames cannot be changed."
            value={user.username}
            variant="filled"
            readOnly
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="Name"
              withAsterisk
              autoComplete="name"
              maxLength={LIMITS.nameMax}
              key={form.key('name')}
              {...form.getInputProps('name')}
            />
            <TextInput
              label="Institution"
              withAsterisk
              autoComplete="organization"
              maxLength={LIMITS.institutionMax}
              key={form.key('institution')}
              {...form.getInputProps('institution')}
            />
          </SimpleGrid>
          <TextInput
            label="ORCID iD"
            description="Optional: four groups of four digits."
            placeholder="0000-0000-0000-0000"
            key={form.key('orcidId')}
            {...form.getInputProps('orcidId')}
          />
          <Group>
            <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
              Save profile
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsSection>
  );
}
