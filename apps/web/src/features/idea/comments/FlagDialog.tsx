import { Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  commentFlagInput,
  FLAG_REASON_LABELS,
  FLAG_REASONS,
  type FlagReason,
  LIMITS,
} from '@thisoneforfree/contracts';
import type { FormEvent } from 'react';
import type { FlagPayload } from './useCommentActions';

export interface FlagDialogProps {
  opened: boolean;
  /**
   * The flagged comment's id and author's name. Kept by the caller after the
   * dialog closes, so its text stays while it fades out; a new id starts a
   * new form.
   */
  comment: { id: number; authorName: string } | null;
  pending: boolean;
  onSubmit: (payload: FlagPayload) => void;
  onClose: () => void;
  /** The dialog has finished closing: where the keyboard goes next is the caller's. */
  onClosed?: () => void;
}

/** What each reason means, under its label. */
const REASON_HINTS: Record<FlagReason, string> = {
  spam: 'Advertising, or the same text posted again and again',
  harassment: 'Attacks a person rather than discussing the idea',
  'off-topic': 'Not about this idea',
  other: 'Something else: say what below',
};

/**
 * Flagging a comment (issue 13): an optional reason and details for the
 * moderators, checked with contracts' `commentFlagInput` (the schema the
 * server parses with). The title never changes, so the dialog keeps its
 * name while it fades out.
 */
export function FlagDialog({
  opened,
  comment,
  pending,
  onSubmit,
  onClose,
  onClosed,
}: FlagDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={onClosed}
      title="Flag this comment"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {comment && (
        <FlagForm
          key={comment.id}
          authorName={comment.authorName}
          pending={pending}
          onSubmit={onSubmit}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function FlagForm({
  authorName,
  pending,
  onSubmit,
  onClose,
}: Omit<FlagDialogProps, 'opened' | 'comment' | 'onClosed'> & { authorName: string }) {
  const form = useForm({
    initialValues: { reason: '', note: '' },
    validate: (values) => {
      const parsed = commentFlagInput.safeParse(toPayload(values));
      const errors: Record<string, string> = {};
      for (const issue of parsed.error?.issues ?? [])
        errors[String(issue.path[0])] ??= issue.message;
      return errors;
    },
  });
  const note = form.values.note;

  const submit = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (pending || form.validate().hasErrors) return;
    onSubmit(toPayload(form.getValues()));
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Flag this comment">
      <Stack gap="md">
        <Text size="sm">
          Tell the moderators what is wrong with {authorName}’s comment. It stays visible until
          several readers flag it or an admin decides, and you can flag it once.
        </Text>
        <Radio.Group
          label="Reason (optional)"
          key={form.key('reason')}
          {...form.getInputProps('reason')}
        >
          <Stack gap="xs" mt="xs">
            {FLAG_REASONS.map((reason, index) => (
              <Radio
                key={reason}
                value={reason}
                label={FLAG_REASON_LABELS[reason]}
                description={REASON_HINTS[reason]}
                data-autofocus={index === 0 ? true : undefined}
              />
            ))}
          </Stack>
        </Radio.Group>
        <div>
          <Textarea
            label="Details (optional)"
            description="Only the moderators read this"
            autosize
            minRows={2}
            maxRows={6}
            key={form.key('note')}
            {...form.getInputProps('note')}
          />
          <Text
            size="xs"
            c={note.length > LIMITS.flagNoteMax ? 'red' : 'dimmed'}
            ta="right"
            mt={4}
            aria-label={`${note.length} of ${LIMITS.flagNoteMax} characters`}
          >
            {note.length}/{LIMITS.flagNoteMax}
          </Text>
        </div>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" color="red" loading={pending}>
            Flag comment
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function toPayload(values: { reason: string; note: string }): FlagPayload {
  return {
    ...(values.reason ? { reason: values.reason as FlagReason } : {}),
    ...(values.note.trim() ? { note: values.note } : {}),
  };
}
