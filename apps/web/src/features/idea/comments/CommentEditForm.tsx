import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconCheck, IconX } from '@tabler/icons-react';
import { commentEditInput, LIMITS, MESSAGES } from '@thisoneforfree/contracts';
import { useEffect, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { MARKDOWN_HINT, WritePreview } from '../../../components/rich-text/WritePreview';

export interface CommentEditFormProps {
  /** The comment's text as it stands. */
  initialContent: string;
  /** Its author's display name, for the field's accessible name. */
  label: string;
  /** Called with the trimmed new text; never with the text unchanged. */
  onSave: (content: string) => void;
  onCancel: () => void;
  /** The edit is on its way: Save spins, and a second press sends nothing. */
  pending?: boolean;
}

/**
 * Editing one's comment in place (issue 12), with the rule of posting:
 * contracts' `commentEditInput`, 1 to 1000 characters, trimmed. Ctrl/⌘+Enter
 * saves, Escape cancels; saving unchanged text just closes the form.
 */
export function CommentEditForm({
  initialContent,
  label,
  onSave,
  onCancel,
  pending = false,
}: CommentEditFormProps) {
  const form = useForm({
    initialValues: { content: initialContent },
    validate: schemaResolver(commentEditInput, { sync: true }),
  });
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const content = form.values.content;
  const blank = content.trim().length < LIMITS.commentMin;
  const tooLong = content.length > LIMITS.commentMax;

  // The form opens ready to type, at the end of the text.
  useEffect(() => {
    const area = textareaRef.current;
    if (!area) return;
    area.focus();
    area.setSelectionRange(area.value.length, area.value.length);
  }, []);

  const submit = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (blank || tooLong || pending) return;
    if (form.validate().hasErrors) return;
    const next = content.trim();
    if (next === initialContent) onCancel();
    else onSave(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit();
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCancel();
    }
  };

  return (
    <form onSubmit={submit} aria-label={label}>
      <Stack gap={6}>
        <WritePreview source={content} name={label}>
          <Textarea
            ref={textareaRef}
            aria-label={label}
            description={MARKDOWN_HINT}
            key={form.key('content')}
            {...form.getInputProps('content')}
            error={
              form.errors.content ?? (tooLong ? MESSAGES.validation.commentTooLong : undefined)
            }
            onKeyDown={onKeyDown}
            autosize
            minRows={2}
            maxRows={12}
            readOnly={pending}
          />
        </WritePreview>
        <Group justify="space-between" gap="xs">
          <Text
            size="xs"
            c={tooLong ? 'red' : 'dimmed'}
            aria-label={`${content.length} of ${LIMITS.commentMax} characters`}
          >
            {content.length}/{LIMITS.commentMax}
          </Text>
          <Group gap="xs">
            <Button
              variant="default"
              size="xs"
              leftSection={<IconX size={14} aria-hidden />}
              onClick={onCancel}
            >
              Cancel
            </Button>
            <Button
              type="submit"
              size="xs"
              disabled={blank || tooLong}
              loading={pending}
              leftSection={<IconCheck size={14} aria-hidden />}
            >
              Save
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
