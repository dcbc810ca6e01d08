import { Group, Input, Text, Textarea, type TextareaProps } from '@mantine/core';
import { LIMITS, MESSAGES } from '@thisoneforfree/contracts';
import { useId } from 'react';
import { MARKDOWN_HINT, WritePreview } from '../../components/rich-text/WritePreview';

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
  /** Write and Preview tabs over the field (Markdown and math); the counter shows on both. */
  withPreview?: boolean;
}

/**
 * A text area labelled with its limit and a live counter ("120/512"). Text
 * past the limit (typed or pasted) is kept, never cut: the counter turns red
 * and the field says so until it is shortened, and the form refuses it.
 * The count is of the source text (Markdown and math as typed).
 */
export function CountedTextarea({
  value,
  onChange,
  max = LIMITS.ideaTextMax,
  tooLongMessage = MESSAGES.validation.textTooLong,
  error,
  withPreview = false,
  ...props
}: CountedTextareaProps) {
  const counterId = useId();
  const generatedId = useId();
  const near = value.length >= max * 0.9;
  const over = value.length > max;
  const { label, withAsterisk, required, id = generatedId, ...rest } = props;
  const field = (
    <Textarea
      autosize
      minRows={3}
      maxRows={12}
      description={
        withPreview ? `Max ${max} characters · ${MARKDOWN_HINT}` : `Max ${max} characters`
      }
      {...rest}
      id={id}
      // With tabs, the label sits beside them (WritePreview) and names the field by its id.
      label={withPreview ? undefined : label}
      withAsterisk={withPreview ? undefined : withAsterisk}
      required={required}
      value={value}
      error={error ?? (over ? tooLongMessage : undefined)}
      onChange={(event) => onChange(event.currentTarget.value)}
      aria-describedby={counterId}
    />
  );
  return (
    <div>
      {withPreview ? (
        <WritePreview
          source={value}
          name={typeof label === 'string' ? label : 'Text'}
          label={
            <Input.Label htmlFor={id} required={withAsterisk || required}>
              {label}
            </Input.Label>
          }
        >
          {field}
        </WritePreview>
      ) : (
        field
      )}
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
