import { Group, Text, Textarea, type TextareaProps } from '@mantine/core';
import { LIMITS } from '@thisoneforfree/contracts';
import { useId } from 'react';

export interface CountedTextareaProps extends Omit<
  TextareaProps,
  'value' | 'onChange' | 'maxLength'
> {
  value: string;
  onChange: (value: string) => void;
  max?: number;
}

/** A text area labelled with its limit and a live counter ("120/512"). */
export function CountedTextarea({
  value,
  onChange,
  max = LIMITS.ideaTextMax,
  ...props
}: CountedTextareaProps) {
  const counterId = useId();
  const near = value.length >= max * 0.9;
  return (
    <div>
      <Textarea
        autosize
        minRows={3}
        maxRows={12}
        description={`Max ${max} characters`}
        {...props}
        value={value}
        maxLength={max}
        onChange={(event) => onChange(event.currentTarget.value)}
        aria-describedby={counterId}
      />
      <Group justify="flex-end" mt={4}>
        <Text
          id={counterId}
          size="xs"
          c={near ? 'orange' : 'dimmed'}
          aria-label={`${value.length} of ${max} characters used`}
        >
          {value.length}/{max}
        </Text>
      </Group>
    </div>
  );
}
