import { Group, Text, Textarea, type TextareaProps } from '@mantine/core';
import { LIMITS, MESSAGES } from '@thisoneforfree/contracts';
import { useId } from 'react';

export interface CountedTextareaProps extends Omit<
  TextareaProps,
  'value' | 'onChange' | 'maxLength' | 'error'
> {
  value: string;
  onChange: (value: string) => void;
  max?: number;
  /** Shown while the text is longer than `max` (the form's own error wins). */
  tooLongMessage?: string;
  error?: TextareaProps['error'];
}

/**
 * A text area labelled with its limit and a live counter ("120/512"). Text
 * past the limit (typed or pasted) is kept, never cut: the counter turns red
 * and the field says so until it is shortened, and the form refuses it.
 */
export function CountedTextarea({
  value,
  onChange,
  max = LIMITS.ideaTextMax,
  tooLongMessage = MESSAGES.validation.textTooLong,
  error,
  ...props
}: CountedTextareaProps) {
  const counterId = useId();
  const near = value.length >= max * 0.9;
  const over = value.length > max;
  return (
    <div>
      <Textarea
        autosize
        minRows={3}
        maxRows={12}
        description={`Max ${max} characters`}
        {...props}
        value={value}
        error={error ?? (over ? tooLongMessage : undefined)}
        onChange={(event) => onChange(event.currentTarget.value)}
        aria-describedby={counterId}
      />
      <Group justify="flex-end" mt={4}>
        <Text
          id={counterId}
          size="xs"
          c={over ? 'red' : near ? 'orange' : 'dimmed'}
          aria-label={`${value.length} of ${max} characters used`}
        >
          {value.length}/{max}
        </Text>
      </Group>
    </div>
  );
}
