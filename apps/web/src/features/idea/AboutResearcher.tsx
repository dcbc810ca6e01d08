import { Anchor, Avatar, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconBuilding, IconExternalLink, IconId } from '@tabler/icons-react';
import { MESSAGES } from '@thisoneforfree/contracts';
import { AnchorLink } from '../../components/links';
import type { IdeaDetail } from '@thisoneforfree/contracts';

function initials(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part[0]!.toUpperCase())
      .join('') || '?'
  );
}

/** About the Researcher: name (to the profile), username, institution and ORCID iD. */
export function AboutResearcher({ author }: { author: IdeaDetail['author'] }) {
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="researcher-heading">
      <Title order={2} size="h4" id="researcher-heading" mb="md">
        About the Researcher
      </Title>
      {author ? (
        <Stack gap="sm">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <Avatar color="indigo" radius="xl" aria-hidden>
              {initials(author.name || author.username)}
            </Avatar>
            <div style={{ minWidth: 0 }}>
              <AnchorLink
                to="/users/$id"
                params={{ id: author.id }}
                fw={600}
                style={{ overflowWrap: 'anywhere' }}
              >
                {author.name || author.username}
              </AnchorLink>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                @{author.username}
              </Text>
            </div>
          </Group>
          {author.institution && (
            <Group gap={8} wrap="nowrap" align="flex-start">
              <IconBuilding size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                <VisuallyHidden>Institution: </VisuallyHidden>
                {author.institution}
              </Text>
            </Group>
          )}
          {author.orcidId && (
            <Group gap={8} wrap="nowrap">
              <IconId size={18} aria-hidden style={{ flexShrink: 0 }} />
              <Anchor
                href={`https://orcid.org/${encodeURIComponent(author.orcidId)}`}
                target="_blank"
                rel="noopener noreferrer"
                size="sm"
              >
                <Group component="span" gap={4} wrap="nowrap" style={{ display: 'inline-flex' }}>
                  <span>ORCID: {author.orcidId}</span>
                  <IconExternalLink size={14} aria-hidden />
                  <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
                </Group>
              </Anchor>
            </Group>
          )}
        </Stack>
      ) : (
        <Text c="dimmed" size="sm">
          {MESSAGES.empty.authorUnavailable}
        </Text>
      )}
    </Card>
  );
}
