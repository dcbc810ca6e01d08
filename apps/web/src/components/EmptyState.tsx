import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: string;
  hint?: ReactNode;
  icon?: ReactNode;
  /** Optional call to action under the hint. */
  action?: ReactNode;
  headingOrder?: 1 | 2 | 3 | 4;
}

export function EmptyState({ title, hint, icon, action, headingOrder = 3 }: EmptyStateProps) {
  return (
    <Stack align="center" gap="xs" py={48} px="md" ta="center">
      <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
        {icon ?? <IconBulb size={28} stroke={1.5} />}
      </ThemeIcon>
      <Title order={headingOrder} size="h4" mt="xs">
        {title}
      </Title>
      {hint && (
        <Text c="dimmed" size="sm" maw={420}>
          {hint}
        </Text>
      )}
      {action}
    </Stack>
  );
}
