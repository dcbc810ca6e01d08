import { Paper, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@thisoneforfree/contracts';
import { IconSend } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { errorMessage, fieldIssues } from '../../lib/errors';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { useCurrentUser } from '../auth/useCurrentUser';
import { VerifyEmailNotice } from '../auth/VerifyEmailNotice';
import { IdeaForm } from './IdeaForm';
import { EMPTY_IDEA_VALUES, issuesToFormErrors, toIdeaInput } from './submit-validation';

/** Submit Idea (SPEC §2, §5): four texts, academic fields, citations. */
export function SubmitIdeaPage() {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const create = trpc.ideas.create.useMutation();
  // Posting needs a verified address: the page says so, and the button waits for it.
  const { user } = useCurrentUser();
  const unverified = user !== null && user.emailVerified === 0;

  return (
    <Stack maw={860} mx="auto" gap="lg">
      <div>
        <Title order={1}>Submit Idea</Title>
        <Text c="dimmed" mt={4}>
          Share a research idea you will not pursue, so someone else can.
        </Text>
      </div>

      {unverified && <VerifyEmailNotice email={user.email} what="submit ideas" />}

      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <IdeaForm
          label="Submit idea"
          initialValues={EMPTY_IDEA_VALUES}
          submitLabel="Submit Idea"
          submitIcon={<IconSend size={18} aria-hidden />}
          pending={create.isPending}
          disabled={unverified}
          onSubmit={async (values, setErrors) => {
            try {
              await create.mutateAsync(toIdeaInput(values));
            } catch (error) {
              setErrors(issuesToFormErrors(Object.entries(fieldIssues(error))));
              notify.error(
                MESSAGES.toasts.error,
                errorMessage(error, MESSAGES.toasts.submitIdeaFallback),
              );
              return;
            }
            notify.success(MESSAGES.toasts.ideaSubmitted);
            void utils.ideas.invalidate();
            await navigate({ to: '/' });
          }}
        />
      </Paper>
    </Stack>
  );
}
