import { Badge, Card, Group, NativeSelect, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { IdeaDetail, IdeaVersionSummary } from '@thisoneforfree/contracts';
import { lazy, Suspense, useState } from 'react';
import { ErrorState } from '../../../components/ErrorState';
import { AnchorLink } from '../../../components/links';
import { formatDate } from '../../../lib/format-date';
import { trpc } from '../../../lib/trpc';

// The diff library comes with the first comparison shown, not with the idea page.
const VersionDiff = lazy(() =>
  import('./VersionDiff').then((module) => ({ default: module.VersionDiff })),
);

/**
 * An edited idea's history: every version with the date it was saved (each
 * links to the version as it was), and a word-level comparison of any two,
 * the latest against the one before it to start with.
 */
export function VersionHistory({ idea }: { idea: Pick<IdeaDetail, 'id' | 'version'> }) {
  const versions = trpc.ideas.versions.useQuery({ id: idea.id });
  return (
    <section aria-labelledby="version-history-heading">
      <Title order={2} size="h3" id="version-history-heading" mb="sm">
        Version history
      </Title>
      {versions.isPending ? (
        <Stack gap={8} aria-busy="true" aria-label="Loading the versions">
          <Skeleton height={16} width="60%" />
          <Skeleton height={16} width="50%" />
        </Stack>
      ) : versions.isError ? (
        <ErrorState
          title="Could not load the versions"
          error={versions.error}
          onRetry={() => void versions.refetch()}
        />
      ) : (
        <Stack gap="md">
          <VersionList ideaId={idea.id} versions={versions.data} latest={idea.version} />
          {versions.data.length > 1 && (
            <CompareVersions ideaId={idea.id} versions={versions.data} latest={idea.version} />
          )}
        </Stack>
      )}
    </section>
  );
}

export function VersionList({
  ideaId,
  versions,
  latest,
}: {
  ideaId: number;
  versions: readonly IdeaVersionSummary[];
  latest: number;
}) {
  return (
    <Stack component="ol" gap={6} p={0} m={0} style={{ listStyle: 'none' }} aria-label="Versions">
      {[...versions].reverse().map((entry) => (
        <Group component="li" key={entry.version} gap="xs" wrap="nowrap" align="baseline">
          <AnchorLink
            to="/idea/$id/v/$version"
            params={{ id: ideaId, version: entry.version }}
            fw={600}
            size="sm"
            style={{ flexShrink: 0 }}
          >
            Version {entry.version}
          </AnchorLink>
          <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
            <time dateTime={entry.createdAt}>{formatDate(entry.createdAt)}</time>
          </Text>
          {entry.version === latest && (
            <Badge size="sm" variant="light" color="gray" style={{ flexShrink: 0 }}>
              Latest
            </Badge>
          )}
          <Text size="sm" c="dimmed" lineClamp={1} style={{ minWidth: 0 }}>
            {entry.title}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

function CompareVersions({
  ideaId,
  versions,
  latest,
}: {
  ideaId: number;
  versions: readonly IdeaVersionSummary[];
  latest: number;
}) {
  const [from, setFrom] = useState(latest - 1);
  const [to, setTo] = useState(latest);
  const options = versions.map((entry) => ({
    value: String(entry.version),
    label: `Version ${entry.version} (${formatDate(entry.createdAt)})`,
  }));
  const [older, newer] = from <= to ? [from, to] : [to, from];
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="compare-heading">
      <Title order={3} size="h4" id="compare-heading" mb="sm">
        Compare versions
      </Title>
      <Group gap="sm" align="flex-end" mb="md" grow preventGrowOverflow={false}>
        <NativeSelect
          label="From"
          data={options}
          value={String(from)}
          onChange={(event) => setFrom(Number(event.currentTarget.value))}
        />
        <NativeSelect
          label="To"
          data={options}
          value={String(to)}
          onChange={(event) => setTo(Number(event.currentTarget.value))}
        />
      </Group>
      {older === newer ? (
        <Text size="sm" c="dimmed">
          Choose two different versions to see what changed.
        </Text>
      ) : (
        <div aria-live="polite">
          <Text size="sm" c="dimmed" mb="sm">
            What version {newer} changed since version {older}: added words are highlighted, removed
            ones struck through.
          </Text>
          <Suspense fallback={<Skeleton height={60} aria-label="Loading the changes" />}>
            <VersionDiff ideaId={ideaId} from={older} to={newer} />
          </Suspense>
        </div>
      )}
    </Card>
  );
}
