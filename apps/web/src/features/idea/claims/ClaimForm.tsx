import { Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type Claim,
  claimInput,
  type ClaimInput,
  type ClaimStatus,
  LIMITS,
} from '@thisoneforfree/contracts';
import type { FormEvent } from 'react';

/**
 * What the form is for: `claim` a new claim (a note only), `edit` the note
 * (and a published claim's result), `publish` a result for a claim.
 */
export type ClaimFormMode = 'claim' | 'edit' | 'publish';

export interface ClaimFormProps {
  mode: ClaimFormMode;
  /** The caller's claim as it stands (absent when claiming). */
  claim?: Pick<Claim, 'status' | 'note' | 'resultUrl'>;
  /** Called with a valid payload for `claims.save` (without the idea). */
  onSubmit: (payload: ClaimInput) => void;
  onCancel: () => void;
  /** The save is on its way: the button spins, and a second press sends nothing. */
  pending?: boolean;
}

const SUBMIT_LABELS: Record<ClaimFormMode, string> = {
  claim: 'Claim idea',
  edit: 'Save changes',
  publish: 'Publish result',
};

function statusOf(mode: ClaimFormMode, claim: ClaimFormProps['claim']): ClaimStatus {
  if (mode === 'publish') return 'published';
  return claim?.status ?? 'pursuing';
}

/**
 * A claim's note (at most 280 characters, public) and, for a published
 * claim, the DOI or URL of the result: checked with contracts' `claimInput`,
 * the schema the server parses with, so its messages are the server's.
 */
export function ClaimForm({ mode, claim, onSubmit, onCancel, pending = false }: ClaimFormProps) {
  const status = statusOf(mode, claim);
  const withResult = status === 'published';
  const toPayload = (values: { note: string; resultUrl: string }): ClaimInput => ({
    status,
    note: values.note,
    ...(withResult ? { resultUrl: values.resultUrl } : {}),
  });
  const form = useForm({
    initialValues: { note: claim?.note ?? '', resultUrl: claim?.resultUrl ?? '' },
    validate: (values) => {
      const parsed = claimInput.safeParse(toPayload(values));
      const errors: Record<string, string> = {};
      for (const issue of parsed.error?.issues ?? []) {
        const field = String(issue.path[0] ?? 'note');
        errors[field] ??= issue.message;
      }
      return errors;
    },
  });
  const note = form.values.note;
  const tooLong = note.length > LIMITS.claimNoteMax;

  const submit = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (pending) return;
    if (form.validate().hasErrors) return;
    onSubmit(toPayload(form.getValues()));
  };

  return (
    <form onSubmit={submit} noValidate aria-label={SUBMIT_LABELS[mode]}>
      <Stack gap="md">
        {withResult && (
          <TextInput
            label="DOI or URL of the result"
            description="A DOI such as 10.1000/xyz, or a web address (https://…)"
            withAsterisk
            data-autofocus
            key={form.key('resultUrl')}
            {...form.getInputProps('resultUrl')}
          />
        )}
        <div>
          <Textarea
            label="Note (optional)"
            description="Public: what you are trying, how far you got, how to reach you"
            placeholder="Starting field work in May…"
            autosize
            minRows={3}
            maxRows={8}
            data-autofocus={withResult ? undefined : true}
            key={form.key('note')}
            {...form.getInputProps('note')}
          />
          <Text
            size="xs"
            c={tooLong ? 'red' : 'dimmed'}
            ta="right"
            mt={4}
            aria-label={`${note.length} of ${LIMITS.claimNoteMax} characters`}
          >
            {note.length}/{LIMITS.claimNoteMax}
          </Text>
        </div>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            {SUBMIT_LABELS[mode]}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
