import { Badge, Card, Group, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { IconCertificate, IconFlask } from '@tabler/icons-react';
import type { ResearcherClaim } from '@thisoneforfree/contracts';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { AnchorLink } from '../../components/links';
import { formatDate } from '../../lib/format-date';
import { trpc } from '../../lib/trpc';
import { CLAIM_STATUS_LABELS, claimDates } from '../idea/claims/claim-text';
import { ResultLink } from '../idea/claims/ResultLink';

/**
 * The ideas a researcher has said they pursue (issue 12), the latest first:
 * each idea, since when, their note, and the result they published.
 */
export function ResearcherClaims({ userId }: { userId: number }) {
  const claims = trpc.claims.byUser.useQuery({ userId });
  if (claims.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, md: 2 }} aria-busy="true" aria-label="Loading claims">
        {[0, 1].map((index) => (
          <Skeleton key={index} height={110} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (claims.isError) {
    return (
      <ErrorState
        title="Could not load claims"
        error={claims.error}
        onRetry={() => void claims.refetch()}
      />
    );
  }
  if (claims.data.length === 0) {
    return (
      <EmptyState
        title="No claimed ideas"
        hint="Ideas this researcher says they are pursuing appear here."
        icon={<IconFlask size={28} stroke={1.5} />}
        headingOrder={2}
      />
    );
  }
  return (
    <SimpleGrid
      cols={{ base: 1, md: 2 }}
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label="Claimed ideas"
    >
      {claims.data.map((claim) => (
        <li key={claim.ideaId}>
          <ClaimCard claim={claim} />
        </li>
      ))}
    </SimpleGrid>
  );
}

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function ClaimCard({ claim }: { claim: ResearcherClaim }) {
  const published = claim.status === 'published';
  return (
    <Card withBorder padding="lg" radius="md" h="100%" component="article">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Text component="h2" fw={700} size="lg" lh={1.3} style={{ overflowWrap: 'anywhere' }}>
          <AnchorLink to="/idea/$id" params={{ id: claim.idea.id }} inherit underline="hover">
            {claim.idea.title}
          </AnchorLink>
        </Text>
        <Badge
          variant="light"
          color={published ? 'grape' : 'teal'}
          radius="sm"
          tt="none"
          style={{ flexShrink: 0 }}
          leftSection={
            published ? (
              <IconCertificate size={14} aria-hidden />
            ) : (
              <IconFlask size={14} aria-hidden />
            )
          }
        >
          {CLAIM_STATUS_LABELS[claim.status]}
        </Badge>
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        {upperFirst(claimDates(claim, formatDate))}
      </Text>
      {claim.note && (
        <Text size="sm" mt="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
          {claim.note}
        </Text>
      )}
      <ResultLink url={claim.resultUrl} mt="sm" />
    </Card>
  );
}
