import { Group, Tabs, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { preloadRichText, RichText } from './RichText';

export interface WritePreviewProps {
  /** What the field holds, shown rendered on the Preview tab. */
  source: string;
  /** Names the tab pair for screen readers ("Challenge", "Add a comment"). */
  name: string;
  /** The field's visible label, beside the tabs (the text area then has none of its own). */
  label?: ReactNode;
  /** The text area, on the Write tab (kept mounted while previewing). */
  children: ReactNode;
}

/** Said under a field that takes Markdown and math. */
export const MARKDOWN_HINT = '*Markdown* and $math$ work here';

/**
 * Write and Preview tabs over a text area: Preview shows the text as it will
 * appear (Markdown and KaTeX math). The text area stays mounted, so its value,
 * errors and focus return unchanged.
 */
export function WritePreview({ source, name, label, children }: WritePreviewProps) {
  const [tab, setTab] = useState<string | null>('write');
  return (
    <Tabs value={tab} onChange={setTab} variant="pills" radius="sm">
      <Group justify={label ? 'space-between' : 'flex-end'} gap="xs" wrap="nowrap" mb={4}>
        {label}
        <Tabs.List aria-label={`${name}: write or preview`}>
          <Tabs.Tab value="write" py={4} px="sm">
            Write
          </Tabs.Tab>
          <Tabs.Tab
            value="preview"
            py={4}
            px="sm"
            onMouseEnter={preloadRichText}
            onFocus={preloadRichText}
          >
            Preview
          </Tabs.Tab>
        </Tabs.List>
      </Group>
      <Tabs.Panel value="write">{children}</Tabs.Panel>
      <Tabs.Panel value="preview">
        {tab === 'preview' && (
          <Text component="div" size="sm" lh={1.6} mih={60} py={4}>
            {source.trim() ? (
              <RichText source={source} />
            ) : (
              <Text size="sm" c="dimmed" fs="italic">
                Nothing to preview yet.
              </Text>
            )}
          </Text>
        )}
      </Tabs.Panel>
    </Tabs>
  );
}
