import { Button, Divider, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MESSAGES } from '@thisoneforfree/contracts';
import { type FormEvent, Fragment, type ReactNode, useId, useRef } from 'react';
import { notify } from '../../lib/notify';
import { CitationsEditor } from '../citations/CitationsEditor';
import { CountedTextarea } from './CountedTextarea';
import { FieldChips } from './FieldChips';
import { SimilarDraftHint } from './SimilarDraftHint';
import {
  type IdeaFormErrors,
  type IdeaFormValues,
  type IdeaTextField,
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

export interface IdeaFormProps {
  /** The form's accessible name ("Submit idea", "Edit idea"). */
  label: string;
  initialValues: IdeaFormValues;
  submitLabel: string;
  submitIcon: ReactNode;
  /** While the save is on its way: the button shows it, and another submit is ignored. */
  pending: boolean;
  /**
   * Called with values that pass the contracts' rules; `setErrors` puts the
   * server's field issues beside the fields (`issuesToFormErrors`). Until the
   * promise settles, another submit sends nothing.
   */
  onSubmit: (
    values: IdeaFormValues,
    setErrors: (errors: IdeaFormErrors) => void,
  ) => Promise<unknown>;
  /** An idea that cannot be cited (the one being edited). */
  excludeIdeaId?: number;
  /** Beside the submit button (a Cancel link). */
  secondaryAction?: ReactNode;
  /** The button is off and a submit sends nothing (an unverified account: the page says why). */
  disabled?: boolean;
}

/**
 * The idea form of Submit Idea and of editing an idea (SPEC §2, §5): four
 * texts, academic fields, citations, checked with the contracts' `ideaInput`
 * (the server's rules) before anything is sent.
 */
export function IdeaForm({
  label,
  initialValues,
  submitLabel,
  submitIcon,
  pending,
  onSubmit,
  excludeIdeaId,
  secondaryAction,
  disabled = false,
}: IdeaFormProps) {
  const formId = useId();
  // Set at once on submit: a double click's second submit can come before React shows `pending`.
  const sending = useRef(false);
  const form = useForm<IdeaFormValues>({ initialValues, validate: validateIdea });
  // validateIdea and the server's issues give text.
  const errorOf = (key: keyof IdeaFormValues) => form.errors[key] as string | undefined;

  const send = form.onSubmit(
    (values) => {
      sending.current = true;
      void onSubmit(values, (errors) => form.setErrors(errors)).finally(() => {
        sending.current = false;
      });
    },
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
    // A second click while the first save is on its way sends nothing.
    if (pending || sending.current || disabled) {
      event.preventDefault();
      return;
    }
    send(event);
  };

  return (
    <Stack gap="lg">
      <form id={formId} onSubmit={submit} noValidate aria-label={label}>
        <Stack gap="md">
          {TEXT_FIELDS.map((field) => (
            <Fragment key={field.name}>
              <CountedTextarea
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
              {/* Under the title and challenge, which the hint is mostly about. */}
              {field.name === 'challenge' && (
                <SimilarDraftHint draft={form.values} ideaId={excludeIdeaId} />
              )}
            </Fragment>
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
        excludeIdeaId={excludeIdeaId}
      />

      <Divider />
      <Group justify="flex-end" gap="sm">
        {secondaryAction}
        <Button
          type="submit"
          form={formId}
          size="md"
          loading={pending}
          disabled={disabled}
          leftSection={submitIcon}
        >
          {submitLabel}
        </Button>
      </Group>
    </Stack>
  );
}
