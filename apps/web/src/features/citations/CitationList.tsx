import { ActionIcon, Group, Paper, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconBook2, IconBulb, IconX } from '@tabler/icons-react';
import { type CitationDraft, citationLine } from './citation-rules';

export interface CitationListProps {
  citations: readonly CitationDraft[];
  onRemove: (key: string) => void;
}

/** The citations added so far, one readable line each, removable. */
export function CitationList({ citations, onRemove }: CitationListProps) {
  if (citations.length === 0) {
    return (
      <Text size="sm" c="dimmed" fs="italic">
        No citations added yet.
      </Text>
    );
  }
  return (
    <Stack
      component="ol"
      gap="xs"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label="Added citations"
    >
      {citations.map((item) => {
        const line = citationLine(item);
        return (
          <Paper component="li" key={item.key} withBorder radius="md" px="sm" py="xs">
            <Group wrap="nowrap" gap="sm" align="flex-start">
              <Tooltip label={item.type === 'internal' ? 'Idea on this site' : 'External work'}>
                <ThemeIcon
                  variant="light"
                  color={item.type === 'internal' ? 'indigo' : 'gray'}
                  size="md"
                  radius="xl"
                  aria-hidden
                >
                  {item.type === 'internal' ? <IconBulb size={16} /> : <IconBook2 size={16} />}
                </ThemeIcon>
              </Tooltip>
              <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                <Text size="sm" style={{ wordBreak: 'break-word' }}>
                  {line}
                </Text>
                {item.type === 'external' && (item.externalData.doi || item.externalData.url) && (
                  <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                    {item.externalData.doi ? `doi:${item.externalData.doi}` : item.externalData.url}
                  </Text>
                )}
              </Stack>
              <ActionIcon
                variant="subtle"
                color="gray"
                onClick={() => onRemove(item.key)}
                aria-label={`Remove citation: ${line}`}
              >
                <IconX size={16} aria-hidden />
              </ActionIcon>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
