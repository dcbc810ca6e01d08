import { Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@thisoneforfree/contracts';
import { IconSend } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useId, useState } from 'react';
import { errorMessage, fieldIssues } from '../../lib/errors';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import type { CitationDraft } from '../citations/citation-rules';
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
  const [values, setValues] = useState<IdeaFormValues>(EMPTY_IDEA_VALUES);
  const [citations, setCitations] = useState<CitationDraft[]>([]);
  const [errors, setErrors] = useState<IdeaFormErrors>({});

  const set = <K extends keyof IdeaFormValues>(key: K, value: IdeaFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _removed, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const found = validateIdea(values, citations);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      if (found.fields) notify.error(MESSAGES.toasts.validationErrorTitle, found.fields);
      const first = (['title', 'challenge', 'approach', 'impact'] as const).find(
        (key) => found[key],
      );
      if (first) document.getElementById(`${formId}-${first}`)?.focus();
      else if (found.fields) document.querySelector<HTMLElement>('[data-chip^="add:"]')?.focus();
      return;
    }
    create.mutate(toIdeaInput(values, citations), {
      onSuccess: () => {
        notify.success(MESSAGES.toasts.ideaSubmitted);
        void utils.ideas.invalidate();
        void navigate({ to: '/' });
      },
      onError: (error) => {
        setErrors(issuesToFormErrors(Object.entries(fieldIssues(error))));
        notify.error(
          MESSAGES.toasts.error,
          errorMessage(error, MESSAGES.toasts.submitIdeaFallback),
        );
      },
    });
  };

  return (
    <Stack maw={860} mx="auto" gap="lg">
      <div>
        <Title order={1}>Submit Idea</Title>
        <Text c="dimmed" mt={4}>
          Share a research idea you will not pursue, so someone else can.
        </Text>
      </div>

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
                  value={values[field.name]}
                  onChange={(value) => set(field.name, value)}
                  error={errors[field.name]}
                />
              ))}
              <FieldChips
                value={values.fields}
                onChange={(fields) => set('fields', fields)}
                error={errors.fields}
              />
            </Stack>
          </form>

          <Divider />

          {/* Outside the <form>: Enter in the editor's inputs must not submit the idea. */}
          <CitationsEditor
            value={citations}
            onChange={(next) => {
              setCitations(next);
              setErrors(({ citations: _removed, ...rest }) => rest);
            }}
            error={errors.citations}
          />

          <Divider />
          <Group justify="flex-end">
            <Button
              type="submit"
              form={formId}
              size="md"
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
