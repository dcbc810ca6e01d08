import { Paper, Stack, Text, Title } from '@mantine/core';
import { IconDeviceFloppy, IconLock } from '@tabler/icons-react';
import { type IdeaDetail, MESSAGES } from '@thisoneforfree/contracts';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ButtonLink } from '../../components/links';
import { errorMessage, fieldIssues } from '../../lib/errors';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { useCurrentUser } from '../auth/useCurrentUser';
import { canChangeIdea } from '../idea/ownership';
import { useDocumentTitle } from '../idea/useDocumentTitle';
import { IdeaForm } from '../submit/IdeaForm';
import { issuesToFormErrors, toIdeaInput } from '../submit/submit-validation';
import { ideaToFormValues } from './edit-values';

const route = getRouteApi('/_authed/idea/$id/edit');

/**
 * Editing an idea (its author or an admin): the Submit Idea form with the
 * idea's texts, fields and citations, and the same rules. Saving makes the
 * next version; earlier ones stay readable at their own address.
 */
export function EditIdeaPage() {
  const { id } = route.useParams();
  return <EditIdea key={id} id={id} />;
}

function EditIdea({ id }: { id: number }) {
  const [idea] = trpc.ideas.byId.useSuspenseQuery({ id });
  const { user } = useCurrentUser();
  if (idea.withdrawnAt !== null)
    return <CannotEdit idea={idea} reason={MESSAGES.errors.ideaWithdrawn} />;
  if (!canChangeIdea(user, idea))
    return <CannotEdit idea={idea} reason={MESSAGES.errors.notIdeaAuthor} />;
  return <EditForm idea={idea} />;
}

function EditForm({ idea }: { idea: IdeaDetail }) {
  useDocumentTitle(`Edit: ${idea.title}`);
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const update = trpc.ideas.update.useMutation();
  // The edit starts from the idea as it was loaded: its values, and the version
  // the server checks the save against (a refetch meanwhile changes neither).
  const [base] = useState(() => ({ values: ideaToFormValues(idea), version: idea.version }));

  return (
    <Stack maw={860} mx="auto" gap="lg">
      <div>
        <Title order={1}>Edit Idea</Title>
        <Text c="dimmed" mt={4}>
          Saving makes version {base.version + 1}.{' '}
          {base.version > 1
            ? `Version ${base.version} and the earlier ones stay readable at their own addresses, so citations of them stay true.`
            : 'Version 1 stays readable at its own address, so citations of it stay true.'}
        </Text>
      </div>

      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <IdeaForm
          label="Edit idea"
          initialValues={base.values}
          submitLabel="Save changes"
          submitIcon={<IconDeviceFloppy size={18} aria-hidden />}
          pending={update.isPending}
          excludeIdeaId={idea.id}
          secondaryAction={
            <ButtonLink to="/idea/$id" params={{ id: idea.id }} variant="default" size="md">
              Cancel
            </ButtonLink>
          }
          onSubmit={async (values, setErrors) => {
            let saved;
            try {
              // The version this edit started from: a save over someone else's newer one is refused.
              saved = await update.mutateAsync({
                id: idea.id,
                ...toIdeaInput(values),
                expectedVersion: base.version,
              });
            } catch (error) {
              setErrors(issuesToFormErrors(Object.entries(fieldIssues(error))));
              notify.error(
                MESSAGES.toasts.error,
                errorMessage(error, MESSAGES.toasts.ideaUpdateFailed),
              );
              return;
            }
            notify.success(
              MESSAGES.toasts.ideaUpdatedTitle,
              saved.version > base.version
                ? MESSAGES.toasts.ideaUpdated(saved.version)
                : MESSAGES.toasts.ideaUnchanged,
            );
            // The idea page shows the new version: everything about ideas loads again first.
            await utils.ideas.invalidate();
            await navigate({ to: '/idea/$id', params: { id: idea.id } });
          }}
        />
      </Paper>
    </Stack>
  );
}

/** Someone who may not edit this idea, or an idea that is withdrawn: why, and the way back. */
function CannotEdit({ idea, reason }: { idea: IdeaDetail; reason: string }) {
  useDocumentTitle('Edit Idea');
  return (
    <Stack align="center" ta="center" gap="md" py={64}>
      <IconLock size={48} stroke={1.3} aria-hidden color="var(--mantine-color-dimmed)" />
      <Title order={1}>Edit Idea</Title>
      <Text c="dimmed" maw={460}>
        {reason}.
      </Text>
      <ButtonLink to="/idea/$id" params={{ id: idea.id }} variant="light">
        Back to the idea
      </ButtonLink>
    </Stack>
  );
}
