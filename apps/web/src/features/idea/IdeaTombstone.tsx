import { Alert, Box, Stack, Text, Title } from '@mantine/core';
import { IconArchive } from '@tabler/icons-react';
import { MESSAGES, type IdeaDetail } from '@thisoneforfree/contracts';
import { AnchorLink } from '../../components/links';
import { formatDate } from '../../lib/format-date';
import classes from './IdeaDetailPage.module.css';
import { BackLink } from './IdeaHeader';
import { useDocumentTitle } from './useDocumentTitle';
import { VersionLine } from './VersionLine';

/** "Withdrawn by its author on Mar 3, 2026" or "Removed by a moderator on ...". */
export function withdrawalNotice(idea: Pick<IdeaDetail, 'withdrawnAt' | 'withdrawnBy'>): string {
  const date = formatDate(idea.withdrawnAt ?? '');
  return idea.withdrawnBy === 'moderator'
    ? MESSAGES.withdrawal.byModerator(date)
    : MESSAGES.withdrawal.byAuthor(date);
}

/**
 * A withdrawn idea's page, at its own address (and its versions'): title,
 * author, dates and who withdrew it, with no body, so links and citations to
 * it never dead-end.
 */
export function IdeaTombstone({ idea }: { idea: IdeaDetail }) {
  useDocumentTitle(`${idea.title} (withdrawn)`);
  return (
    <article aria-labelledby="idea-title">
      <Box component="header" mb="xl">
        <BackLink />
        <Title order={1} id="idea-title" mt="md" className={classes.title} c="dimmed">
          {idea.title}
        </Title>
        <Stack gap={4} mt="sm">
          {idea.author && (
            <Text size="sm">
              by{' '}
              <AnchorLink to="/users/$id" params={{ id: idea.author.id }}>
                {idea.author.name || idea.author.username}
              </AnchorLink>
            </Text>
          )}
          <VersionLine idea={idea} />
        </Stack>
      </Box>
      <Alert
        variant="light"
        color="gray"
        icon={<IconArchive size={20} aria-hidden />}
        title={withdrawalNotice(idea)}
        maw={640}
      >
        {MESSAGES.withdrawal.noBody}
      </Alert>
    </article>
  );
}
