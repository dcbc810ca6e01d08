import {
  Anchor,
  Badge,
  Card,
  Group,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { bareDoi, type IdeaDetail } from '@thisoneforfree/contracts';
import { IconBook2, IconBulb, IconExternalLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { AnchorLink } from '../../../components/links';
import { formatDate } from '../../../lib/format-date';
import {
  doiHref,
  referenceText,
  safeHttpUrl,
  type ExternalReference,
} from '../../../lib/reference';

export interface InspiredByProps {
  citations: IdeaDetail['citations'];
  linkedIdeas: IdeaDetail['linkedIdeas'];
}

/**
 * "Inspired by": the works an idea cites. Internal citations link to the
 * cited idea (title and description; a withdrawn one is marked so and links
 * to its tombstone); external ones read as a reference
 * with DOI and URL links. Nothing is shown when the idea cites nothing.
 */
export function InspiredBy({ citations, linkedIdeas }: InspiredByProps) {
  if (citations.length === 0) return null;
  const linked = new Map(linkedIdeas.map((idea) => [idea.id, idea]));

  return (
    <section aria-labelledby="inspired-by-heading">
      <Group gap="xs" mb="sm" align="center">
        <Title order={2} size="h3" id="inspired-by-heading">
          Inspired by
        </Title>
        <Badge
          variant="light"
          color="gray"
          size="lg"
          circle
          aria-label={`${citations.length} citations`}
        >
          {citations.length}
        </Badge>
      </Group>
      <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {citations.map((citation, index) => (
          <li key={index}>
            {citation.type === 'internal' ? (
              <InternalCitation idea={linked.get(citation.internalId)} />
            ) : (
              <ExternalCitation data={citation.externalData} />
            )}
          </li>
        ))}
      </Stack>
    </section>
  );
}

function InternalCitation({ idea }: { idea: IdeaDetail['linkedIdeas'][number] | undefined }) {
  return (
    <Card withBorder padding="md">
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <ThemeIcon variant="light" size="lg" aria-hidden>
          <IconBulb size={18} />
        </ThemeIcon>
        <div style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Idea on This One for Free
          </Text>
          {idea ? (
            <>
              <Group gap="xs" wrap="wrap" align="center">
                <AnchorLink
                  to="/idea/$id"
                  params={{ id: idea.id }}
                  fw={600}
                  c={idea.withdrawnAt ? 'dimmed' : undefined}
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {idea.title}
                </AnchorLink>
                {idea.withdrawnAt && (
                  <Badge size="sm" variant="light" color="gray">
                    Withdrawn
                  </Badge>
                )}
              </Group>
              {idea.withdrawnAt && (
                <Text size="sm" c="dimmed">
                  Withdrawn on {formatDate(idea.withdrawnAt)}: its page keeps its title and author.
                </Text>
              )}
              {idea.description && (
                <Text size="sm" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                  {idea.description}
                </Text>
              )}
            </>
          ) : (
            <Text size="sm" c="dimmed" fs="italic">
              The cited idea is no longer available.
            </Text>
          )}
        </div>
      </Group>
    </Card>
  );
}

function ExternalCitation({ data }: { data: ExternalReference }) {
  const doi = bareDoi(data.doi);
  const doiLink = doiHref(data.doi);
  const url = safeHttpUrl(data.url);
  return (
    <Card withBorder padding="md">
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <ThemeIcon variant="light" color="gray" size="lg" aria-hidden>
          <IconBook2 size={18} />
        </ThemeIcon>
        <div style={{ minWidth: 0 }}>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {referenceText(data)}
          </Text>
          {(doiLink || url || (data.doi && !doi)) && (
            <Group gap="md" mt={4}>
              {doiLink && (
                <Anchor href={doiLink} target="_blank" rel="noopener noreferrer" size="sm">
                  <ExternalLabel>DOI: {doi}</ExternalLabel>
                </Anchor>
              )}
              {!doiLink && data.doi && (
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  DOI: {data.doi}
                </Text>
              )}
              {url && (
                <Anchor
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  size="sm"
                  style={{ overflowWrap: 'anywhere' }}
                >
                  <ExternalLabel>{new URL(url).host || 'Link'}</ExternalLabel>
                </Anchor>
              )}
            </Group>
          )}
        </div>
      </Group>
    </Card>
  );
}

function ExternalLabel({ children }: { children: ReactNode }) {
  return (
    <Group component="span" gap={4} wrap="nowrap" style={{ display: 'inline-flex' }}>
      <span style={{ overflowWrap: 'anywhere' }}>{children}</span>
      <IconExternalLink size={14} aria-hidden />
      <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
    </Group>
  );
}
