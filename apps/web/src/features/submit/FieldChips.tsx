import { Badge, CloseButton, Group, Input, Stack, Text, UnstyledButton } from '@mantine/core';
import { ACADEMIC_FIELDS, type AcademicField } from '@thisoneforfree/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { fieldColor } from '../../components/FieldBadge';
import classes from './FieldChips.module.css';

export interface FieldChipsProps {
  value: AcademicField[];
  onChange: (value: AcademicField[]) => void;
  error?: string;
}

/**
 * Academic fields as chips (SPEC §2): the selected ones, each removable, and
 * the others, each a click away.
 */
export function FieldChips({ value, onChange, error }: FieldChipsProps) {
  const labelId = useId();
  const errorId = useId();
  const available = ACADEMIC_FIELDS.filter((field) => !value.includes(field));
  const container = useRef<HTMLDivElement>(null);
  // The clicked chip moves to the other row; keyboard focus follows it there.
  const [focusNext, setFocusNext] = useState<string | null>(null);
  useEffect(() => {
    if (!focusNext) return;
    container.current
      ?.querySelector<HTMLElement>(`[data-chip="${CSS.escape(focusNext)}"]`)
      ?.focus();
    setFocusNext(null);
  }, [focusNext, value]);

  const add = (field: AcademicField) => {
    onChange(ACADEMIC_FIELDS.filter((f) => f === field || value.includes(f)));
    setFocusNext(`remove:${field}`);
  };
  const remove = (field: AcademicField) => {
    onChange(value.filter((f) => f !== field));
    setFocusNext(`add:${field}`);
  };

  return (
    <Stack
      ref={container}
      gap={6}
      role="group"
      aria-labelledby={labelId}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <Input.Label id={labelId} required>
        Academic fields
      </Input.Label>
      <Input.Description>Choose every field the idea belongs to.</Input.Description>
      {/* A list only while it has items: an empty role=list is an ARIA error. */}
      <Group
        gap={6}
        mih={30}
        {...(value.length > 0 ? { role: 'list', 'aria-label': 'Selected fields' } : {})}
      >
        {value.length === 0 ? (
          <Text size="sm" c="dimmed" fs="italic">
            No field selected yet.
          </Text>
        ) : (
          value.map((field) => (
            <Badge
              key={field}
              role="listitem"
              size="lg"
              variant="filled"
              color={fieldColor(field)}
              tt="none"
              radius="xl"
              pr={3}
              rightSection={
                <CloseButton
                  size="xs"
                  variant="transparent"
                  c="inherit"
                  aria-label={`Remove ${field}`}
                  data-chip={`remove:${field}`}
                  onClick={() => remove(field)}
                />
              }
            >
              {field}
            </Badge>
          ))
        )}
      </Group>
      {available.length > 0 && (
        <Group gap={6} mt={4}>
          {available.map((field) => (
            <UnstyledButton
              key={field}
              className={classes.option}
              onClick={() => add(field)}
              aria-label={`Add ${field}`}
              data-chip={`add:${field}`}
              type="button"
            >
              <IconPlus size={12} aria-hidden />
              {field}
            </UnstyledButton>
          ))}
        </Group>
      )}
      {error && (
        <Input.Error id={errorId} role="alert">
          {error}
        </Input.Error>
      )}
    </Stack>
  );
}
