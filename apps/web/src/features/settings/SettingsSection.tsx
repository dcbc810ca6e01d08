import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface SettingsSectionProps {
  /** The section's heading (an h2). */
  title: string;
  /** One or two sentences under the heading. */
  description?: ReactNode;
  /** The danger zone (deleting the account): a red border and heading. */
  danger?: boolean;
  children?: ReactNode;
}

/** One card of the Settings page: a heading, what it is for, then its form or list. */
export function SettingsSection({ title, description, danger, children }: SettingsSectionProps) {
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      aria-label={title}
      style={danger ? { borderColor: 'var(--mantine-color-red-outline)' } : undefined}
    >
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" c={danger ? 'red' : undefined}>
            {title}
          </Title>
          {description && (
            <Text component="div" size="sm" c="dimmed" mt={4}>
              {description}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
