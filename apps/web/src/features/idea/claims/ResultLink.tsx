import { Anchor, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { resultLink } from './claim-text';

/** "Result: DOI 10.1000/xyz ↗", a published claim's result, opening in a new tab; nothing without one. */
export function ResultLink({ url, mt }: { url: string | null; mt?: 'sm' }) {
  const result = resultLink(url);
  if (!result) return null;
  return (
    <Text size="sm" mt={mt}>
      Result:{' '}
      <Anchor href={result.href} target="_blank" rel="noopener noreferrer nofollow ugc">
        <Group component="span" gap={4} wrap="nowrap" style={{ display: 'inline-flex' }}>
          <span style={{ overflowWrap: 'anywhere' }}>{result.label}</span>
          <IconExternalLink size={14} aria-hidden style={{ flexShrink: 0 }} />
          <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
        </Group>
      </Anchor>
    </Text>
  );
}
