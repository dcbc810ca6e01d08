import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { PublicUser } from '@thisoneforfree/contracts';
import { IconBuilding, IconId, IconMail } from '@tabler/icons-react';

/** Institution, email (public, per SPEC) and ORCID iD linked to orcid.org. */
export function ProfileDetails({ user }: { user: PublicUser }) {
  return (
    <Stack gap={6} mt="xs">
      {user.institution && (
        <Group gap={8} wrap="nowrap">
          <IconBuilding size={16} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            <span className="visually-hidden">Institution: </span>
            {user.institution}
          </Text>
        </Group>
      )}
      <Group gap={8} wrap="nowrap">
        <IconMail size={16} aria-hidden style={{ flexShrink: 0 }} />
        <Anchor href={`mailto:${user.email}`} size="sm" style={{ wordBreak: 'break-all' }}>
          <span className="visually-hidden">Email: </span>
          {user.email}
        </Anchor>
      </Group>
      {user.orcidId && (
        <Group gap={8} wrap="nowrap">
          <IconId size={16} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm">
            ORCID:{' '}
            <Anchor
              href={`https://orcid.org/${encodeURIComponent(user.orcidId)}`}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
            >
              {user.orcidId}
            </Anchor>
          </Text>
        </Group>
      )}
    </Stack>
  );
}
