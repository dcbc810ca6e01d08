import { Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MESSAGES } from '@thisoneforfree/contracts';
import { IconSend } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useId } from 'react';
import { errorMessage, fieldIssues } from '../../lib/errors';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { useCurrentUser } from '../auth/useCurrentUser';
import { VerifyEmailNotice } from '../auth/VerifyEmailNotice';
import { CitationsEditor } from '../citations/CitationsEditor';
import { CountedTextarea } from './CountedTextarea';
import { FieldChips } from './FieldChips';
import {
  EMPTY_IDEA_VALUES,
  type IdeaFormErrors,
  type IdeaFormValues,
  type IdeaTextField,
  issuesToFormErrors,
  toIdeaInput,
  validateIdea,
} from './submit-validation';

const TEXT_FIELDS: { name: IdeaTextField; label: string; placeholder: string; minRows: number }[] =
  [
    { name: 'title', label: 'Title', placeholder: 'A short name for the idea', minRows: 1 },
    {
      name: 'challenge',
      label: 'Challenge',
      placeholder: 'What problem or open question does the idea address?',
      minRows: 3,
    },
    {
      name: 'approach',
      label: 'Approach',
      placeholder: 'How could someone go about it?',
      minRows: 3,
    },
    {
      name: 'impact',
      label: 'Impact',
      placeholder: 'What would change if it worked?',
      minRows: 3,
    },
  ];

/** Submit Idea (SPEC §2, §5): four texts, academic fields, citations. */
export function SubmitIdeaPage() {
  const formId = useId();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const create = trpc.ideas.create.useMutation();
  // Posting needs a verified address: the page says so, and the button waits for it.
  const { user } = useCurrentUser();
  const unverified = user !== null && user.emailVerified === 0;
  const form = useForm<IdeaFormValues>({
    initialValues: EMPTY_IDEA_VALUES,
    validate: validateIdea,
  });
  // validateIdea and the server's issues give text.
  const errorOf = (key: keyof IdeaFormValues) => form.errors[key] as string | undefined;

  const send = form.onSubmit(
    (values) =>
      create.mutate(toIdeaInput(values), {
        onSuccess: () => {
          notify.success(MESSAGES.toasts.ideaSubmitted);
          void utils.ideas.invalidate();
          void navigate({ to: '/' });
        },
        onError: (error) => {
          form.setErrors(issuesToFormErrors(Object.entries(fieldIssues(error))));
          notify.error(
            MESSAGES.toasts.error,
            errorMessage(error, MESSAGES.toasts.submitIdeaFallback),
          );
        },
      }),
    (formErrors) => {
      // validateIdea's messages are text.
      const errors = formErrors as IdeaFormErrors;
      if (errors.fields) notify.error(MESSAGES.toasts.validationErrorTitle, errors.fields);
      const first = (['title', 'challenge', 'approach', 'impact'] as const).find(
        (key) => errors[key] !== undefined,
      );
      if (first) document.getElementById(`${formId}-${first}`)?.focus();
      else if (errors.fields) document.querySelector<HTMLElement>('[data-chip^="add:"]')?.focus();
    },
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (create.isPending || unverified) {
      event.preventDefault();
      return;
    }
    send(event);
  };

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
        <Stack gap="lg">
          <form id={formId} onSubmit={submit} noValidate aria-label="Submit idea">
            <Stack gap="md">
              {TEXT_FIELDS.map((field) => (
                <CountedTextarea
                  key={field.name}
                  id={`${formId}-${field.name}`}
                  label={field.label}
                  placeholder={field.placeholder}
                  withAsterisk
                  minRows={field.minRows}
                  value={form.values[field.name]}
                  onChange={(value) => form.setFieldValue(field.name, value)}
                  error={errorOf(field.name)}
                  // Titles are plain text; the three sections take Markdown and math.
                  withPreview={field.name !== 'title'}
                />
              ))}
              <FieldChips
                value={form.values.fields}
                onChange={(fields) => form.setFieldValue('fields', fields)}
                error={errorOf('fields')}
              />
            </Stack>
          </form>

          <Divider />

          {/* Outside the <form>: Enter in the editor's inputs must not submit the idea. */}
          <CitationsEditor
            value={form.values.citations}
            onChange={(next) => form.setFieldValue('citations', next)}
            error={errorOf('citations')}
          />

          <Divider />
          <Group justify="flex-end">
            <Button
              type="submit"
              form={formId}
              size="md"
              disabled={unverified}
              loading={create.isPending}
              leftSection={<IconSend size={18} aria-hidden />}
            >
              Submit Idea
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
