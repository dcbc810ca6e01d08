import { Alert, Stack, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import type { IdeaDetail, IdeaWithLinks } from '@thisoneforfree/contracts';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { AnchorLink } from '../../../components/links';
import { formatDate } from '../../../lib/format-date';
import { trpc } from '../../../lib/trpc';
import { AboutResearcher } from '../AboutResearcher';
import { CiteDialog } from '../cite/CiteDialog';
import { InspiredBy } from '../citations/InspiredBy';
import classes from '../IdeaDetailPage.module.css';
import { IdeaHeader } from '../IdeaHeader';
import { IdeaSections } from '../IdeaSections';
import { IdeaTombstone } from '../IdeaTombstone';
import { useDocumentTitle } from '../useDocumentTitle';

const route = getRouteApi('/idea/$id_/v/$version');

/**
 * One version of an idea as it was saved, at `/idea/{id}/v/{version}`: the
 * page a citation of that version links to. Its texts, fields and citations,
 * a note saying which version it is (with a link to the latest), and Cite for
 * this version. Ratings, comments and similar ideas belong to the idea's own
 * page. A withdrawn idea's versions show its tombstone.
 */
export function IdeaVersionPage() {
  const { id, version } = route.useParams();
  return <VersionOfIdea key={`${id}/${version}`} id={id} version={version} />;
}

function VersionOfIdea({ id, version }: { id: number; version: number }) {
  const [shown] = trpc.ideas.version.useSuspenseQuery({ id, version });
  const [idea] = trpc.ideas.byId.useSuspenseQuery({ id });
  if (idea.withdrawnAt !== null) return <IdeaTombstone idea={idea} />;
  return <VersionView shown={shown} idea={idea} />;
}

function VersionView({ shown, idea }: { shown: IdeaWithLinks; idea: IdeaDetail }) {
  const [citeOpen, setCiteOpen] = useState(false);
  useDocumentTitle(`${shown.title} (version ${shown.version})`);
  const isLatest = shown.version === idea.version;

  return (
    <article aria-labelledby="idea-title">
      <IdeaHeader idea={shown} onCite={() => setCiteOpen(true)} withFavorite={false} />
      <Alert
        variant="light"
        color={isLatest ? 'gray' : 'blue'}
        icon={<IconHistory size={20} aria-hidden />}
        title={`Version ${shown.version} of ${idea.version}`}
        mb="xl"
      >
        <Stack gap={4}>
          <Text size="sm">
            This is the idea as it read when this version was saved, on{' '}
            {formatDate(shown.updatedAt)}.
          </Text>
          {isLatest ? (
            <Text size="sm">It is the latest version.</Text>
          ) : (
            <AnchorLink
              to="/idea/$id"
              params={{ id: idea.id }}
              size="sm"
              fw={600}
              // The alert's own text colour: the link colour is not AA on its tint.
              c="inherit"
              underline="always"
              activeOptions={{ exact: true }}
            >
              Read the latest version (version {idea.version})
            </AnchorLink>
          )}
        </Stack>
      </Alert>
      <div className={classes.layout}>
        <Stack className={classes.main} gap="xl">
          <IdeaSections idea={shown} />
          <InspiredBy citations={shown.citations} linkedIdeas={shown.linkedIdeas} />
        </Stack>
        <Stack className={classes.aside} gap="lg">
          <AboutResearcher author={idea.author} />
        </Stack>
      </div>
      <CiteDialog
        ideaId={idea.id}
        ideaTitle={shown.title}
        version={shown.version}
        opened={citeOpen}
        onClose={() => setCiteOpen(false)}
      />
    </article>
  );
}
