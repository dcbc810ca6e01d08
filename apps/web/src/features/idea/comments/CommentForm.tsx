import { Button, Group, Input, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconSend, IconX } from '@tabler/icons-react';
import { commentInput, LIMITS, MESSAGES } from '@thisoneforfree/contracts';
import { useEffect, useId, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { MARKDOWN_HINT, WritePreview } from '../../../components/rich-text/WritePreview';
import { newClientKey } from '../../../lib/client-key';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { VerifyEmailNotice } from '../../auth/VerifyEmailNotice';
import { useCreateComment } from './useCommentActions';

export interface CommentFormProps {
  ideaId: number;
  /** Set for a reply: the comment answered and its author's display name. */
  replyTo?: { id: number; authorName: string };
  /** Leaves reply mode (the Cancel button, or after the reply is posted). */
  onCancel?: () => void;
}

/**
 * A comment or reply, or, for an account whose email address is not verified
 * yet, the notice that posting needs it (with a button for a new link).
 */
export function CommentForm(props: CommentFormProps) {
  const { user } = useCurrentUser();
  if (user && user.emailVerified === 0) {
    return (
      <VerifyEmailNotice
        email={user.email}
        what="post comments and replies"
        onClose={props.replyTo ? props.onCancel : undefined}
      />
    );
  }
  return <CommentEditor {...props} />;
}

/**
 * A comment or reply (SPEC §5): 1 to 1000 characters, trimmed (contracts'
 * `commentInput`), submit disabled while blank. Ctrl/⌘+Enter posts. Each
 * composed comment carries a client key, so a repeated post of it (a retry
 * after a lost answer) makes one comment.
 */
function CommentEditor({ ideaId, replyTo, onCancel }: CommentFormProps) {
  const form = useForm({
    initialValues: { content: '' },
    validate: schemaResolver(commentInput, { sync: true }),
  });
  const content = form.values.content;
  const create = useCreateComment(ideaId);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const counterId = useId();
  const fieldId = useId();
  // One key per composed comment: a repeated post of it (a retry) is the same comment on the server.
  const clientKey = useRef(newClientKey());
  const blank = content.trim().length < LIMITS.commentMin;
  const tooLong = content.length > LIMITS.commentMax;

  // A reply form opens where the reader clicked Reply, ready to type.
  useEffect(() => {
    if (replyTo) textareaRef.current?.focus();
  }, [replyTo]);

  const post = form.onSubmit((values) => {
    create.mutate(
      {
        ideaId,
        content: values.content.trim(),
        parentId: replyTo?.id ?? null,
        clientKey: clientKey.current,
      },
      {
        onSuccess: () => {
          clientKey.current = newClientKey();
          form.reset();
          onCancel?.();
        },
      },
    );
  });

  const submit = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    // Blank, too long or on its way: nothing to send (the button is disabled meanwhile).
    if (blank || tooLong || create.isPending) return;
    post();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit();
    if (event.key === 'Escape' && replyTo) onCancel?.();
  };

  const label = replyTo ? `Reply to ${replyTo.authorName}` : 'Add a comment';

  return (
    <form onSubmit={submit} aria-label={label}>
      <Stack gap={6}>
        {replyTo && (
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" c="dimmed" truncate>
              Replying to{' '}
              <Text component="span" fw={600} c="var(--mantine-color-text)">
                {replyTo.authorName}
              </Text>
            </Text>
            <Button
              variant="subtle"
              color="gray"
              size="compact-sm"
              leftSection={<IconX size={14} aria-hidden />}
              onClick={onCancel}
            >
              Cancel
            </Button>
          </Group>
        )}
        <WritePreview
          source={content}
          name={label}
          label={
            replyTo ? undefined : (
              <Input.Label htmlFor={fieldId} mb={0}>
                {label}
              </Input.Label>
            )
          }
        >
          <Textarea
            ref={textareaRef}
            id={fieldId}
            // A reply's label is for screen readers; "Replying to …" shows it visually.
            aria-label={replyTo ? label : undefined}
            description={MARKDOWN_HINT}
            placeholder={replyTo ? 'Write your reply…' : 'Share your thoughts on this idea…'}
            key={form.key('content')}
            {...form.getInputProps('content')}
            // Kept whole past the limit (never cut while pasting): the field says so instead.
            error={
              form.errors.content ?? (tooLong ? MESSAGES.validation.commentTooLong : undefined)
            }
            onKeyDown={onKeyDown}
            autosize
            minRows={replyTo ? 2 : 3}
            maxRows={12}
            aria-describedby={counterId}
            readOnly={create.isPending}
          />
        </WritePreview>
        <Group justify="space-between" gap="xs">
          <Text
            id={counterId}
            size="xs"
            c={tooLong ? 'red' : 'dimmed'}
            aria-label={`${content.length} of ${LIMITS.commentMax} characters`}
          >
            {content.length}/{LIMITS.commentMax}
          </Text>
          <Button
            type="submit"
            size={replyTo ? 'xs' : 'sm'}
            disabled={blank || tooLong}
            loading={create.isPending}
            leftSection={<IconSend size={16} aria-hidden />}
          >
            {replyTo ? 'Post Reply' : 'Post Comment'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
