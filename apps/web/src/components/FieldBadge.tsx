import { Badge, type BadgeProps } from '@mantine/core';
import type { AcademicField } from '@thisoneforfree/contracts';

/** SPEC §3: each academic field has its own badge colour; unknown fields are grey. */
export const FIELD_COLORS: Record<AcademicField, string> = {
  'Computer Science': 'blue',
  Physics: 'violet',
  Mathematics: 'indigo',
  Biology: 'green',
  Chemistry: 'orange',
  Psychology: 'pink',
  Sociology: 'grape',
  Economics: 'yellow',
  Philosophy: 'cyan',
  Literature: 'red',
  History: 'brown',
  Engineering: 'bronze',
  Medicine: 'lime',
  'Environmental Science': 'teal',
};

export function fieldColor(field: string): string {
  return (FIELD_COLORS as Record<string, string | undefined>)[field] ?? 'gray';
}

export interface FieldBadgeProps extends Omit<BadgeProps, 'color' | 'children'> {
  field: string;
}

/** A badge naming one academic field, in that field's colour. */
export function FieldBadge({ field, ...props }: FieldBadgeProps) {
  return (
    <Badge variant="light" color={fieldColor(field)} radius="sm" tt="none" {...props}>
      {field}
    </Badge>
  );
}
