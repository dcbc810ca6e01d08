import { Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { IdeaWithLinks } from '@thisoneforfree/contracts';
import { ErrorState } from '../../../components/ErrorState';
import { trpc } from '../../../lib/trpc';
import classes from './VersionDiff.module.css';
import { changed, compareVersions, type DiffPart, SECTIONS } from './word-diff';

export interface VersionDiffProps {
  ideaId: number;
  /** The older version and the newer one (any two). */
  from: number;
  to: number;
}

/**
 * What changed between two versions of an idea, section by section: texts
 * word by word, fields and citations item by item. Added words are marked
 * <ins>, removed ones <del>, each named for screen readers too. Loaded with
 * the diff library only when a comparison is shown (VersionHistory).
 */
export function VersionDiff({ ideaId, from, to }: VersionDiffProps) {
  const before = trpc.ideas.version.useQuery({ id: ideaId, version: from });
  const after = trpc.ideas.version.useQuery({ id: ideaId, version: to });
  if (before.isPending || after.isPending) {
    return (
      <Stack gap={8} aria-busy="true" aria-label="Loading the changes">
        <Skeleton height={14} width="40%" />
        <Skeleton height={12} />
        <Skeleton height={12} width="80%" />
      </Stack>
    );
  }
  if (before.isError || after.isError) {
    return (
      <ErrorState
        title="Could not load these versions"
        error={before.error ?? after.error}
        onRetry={() => {
          void before.refetch();
          void after.refetch();
        }}
      />
    );
  }
  return <Changes before={before.data} after={after.data} />;
}

export function Changes({ before, after }: { before: IdeaWithLinks; after: IdeaWithLinks }) {
  const diff = compareVersions(before, after);
  const edited = SECTIONS.filter((section) => changed(diff[section.key]));
  const unchanged = SECTIONS.filter((section) => !changed(diff[section.key]));
  return (
    <Stack gap="md" data-testid="version-diff">
      {edited.length === 0 && (
        <Text size="sm" c="dimmed">
          These versions read the same.
        </Text>
      )}
      {edited.map((section) => (
        <section key={section.key} aria-label={`Changes to ${section.heading}`}>
          <Title order={3} size="h5" mb={4}>
            {section.heading}
          </Title>
          {section.kind === 'text' ? (
            <Text component="div" size="sm" className={classes.text}>
              <Parts parts={diff[section.key]} />
            </Text>
          ) : (
            <ul className={classes.list}>
              {diff[section.key].map((part, index) => (
                <Text component="li" size="sm" key={index} className={classes.text}>
                  <Parts parts={[part]} />
                </Text>
              ))}
            </ul>
          )}
        </section>
      ))}
      {edited.length > 0 && unchanged.length > 0 && (
        <Text size="sm" c="dimmed">
          Unchanged: {unchanged.map((section) => section.heading).join(', ')}.
        </Text>
      )}
    </Stack>
  );
}

function Parts({ parts }: { parts: readonly DiffPart[] }) {
  return parts.map((part, index) =>
    part.kind === 'added' ? (
      <ins key={index} className={classes.added}>
        <VisuallyHidden>[added: </VisuallyHidden>
        {part.text}
        <VisuallyHidden>]</VisuallyHidden>
      </ins>
    ) : part.kind === 'removed' ? (
      <del key={index} className={classes.removed}>
        <VisuallyHidden>[removed: </VisuallyHidden>
        {part.text}
        <VisuallyHidden>]</VisuallyHidden>
      </del>
    ) : (
      <span key={index}>{part.text}</span>
    ),
  );
}
