import { ActionIcon, Group, Paper, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconBook2, IconBulb, IconX } from '@tabler/icons-react';
import { useRef } from 'react';
import { focusAfterRender } from '../../lib/keep-focus';
import { type CitationDraft, citationLine } from './citation-rules';

export interface CitationListProps {
  citations: readonly CitationDraft[];
  onRemove: (key: string) => void;
}

/** The citations added so far, one readable line each, removable. */
export function CitationList({ citations, onRemove }: CitationListProps) {
  const wrapper = useRef<HTMLDivElement>(null);

  /** Removes one, then keeps the keyboard nearby: the next remove button, else the editor's tab. */
  const remove = (key: string, index: number) => {
    onRemove(key);
    focusAfterRender(() => {
      const buttons = wrapper.current?.querySelectorAll<HTMLElement>('[data-remove-citation]');
      return (
        buttons?.[Math.min(index, buttons.length - 1)] ??
        wrapper.current
          ?.closest('[role="group"]')
          ?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')
      );
    });
  };

  if (citations.length === 0) {
    return (
      <div ref={wrapper}>
        <NoCitations />
      </div>
    );
  }
  return (
    <div ref={wrapper}>
      <Stack
        component="ol"
        gap="xs"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label="Added citations"
      >
        {citations.map((item, index) => {
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
                      {item.externalData.doi
                        ? `doi:${item.externalData.doi}`
                        : item.externalData.url}
                    </Text>
                  )}
                </Stack>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  onClick={() => remove(item.key, index)}
                  data-remove-citation
                  aria-label={`Remove citation: ${line}`}
                >
                  <IconX size={16} aria-hidden />
                </ActionIcon>
              </Group>
            </Paper>
          );
        })}
      </Stack>
    </div>
  );
}

function NoCitations() {
  return (
    <Text size="sm" c="dimmed" fs="italic">
      No citations added yet.
    </Text>
  );
}
