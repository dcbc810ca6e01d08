import { Text } from '@mantine/core';
import type { Idea } from '@thisoneforfree/contracts';
import { formatDate } from '../../lib/format-date';

function DateTime({ value }: { value: string }) {
  return (
    <time dateTime={value} title={new Date(value).toString()}>
      {formatDate(value)}
    </time>
  );
}

/**
 * "Posted Jan 5, 2026", and for an edited idea (or a later version of it)
 * "· Version 3, edited Feb 1, 2026": when the version shown was saved.
 */
export function VersionLine({ idea }: { idea: Pick<Idea, 'createdAt' | 'version' | 'updatedAt'> }) {
  return (
    <Text c="dimmed" size="sm" data-testid="version-line">
      {/* Each part stays on one line; a narrow screen breaks between them. */}
      <span style={{ whiteSpace: 'nowrap' }}>
        Posted <DateTime value={idea.createdAt} />
      </span>
      {idea.version > 1 && (
        <>
          {' · '}
          <span style={{ whiteSpace: 'nowrap' }}>
            Version {idea.version}, edited <DateTime value={idea.updatedAt} />
          </span>
        </>
      )}
    </Text>
  );
}
