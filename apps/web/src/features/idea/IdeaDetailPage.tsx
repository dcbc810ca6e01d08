import { Stack, Text, Title } from '@mantine/core';
import { IconBulbOff } from '@tabler/icons-react';
import { useParams } from '@tanstack/react-router';
import { MESSAGES } from '@thisoneforfree/contracts';
import { useEffect, useState } from 'react';
import { ErrorState } from '../../components/ErrorState';
import { ButtonLink } from '../../components/links';
import { isNotFound } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { AboutResearcher } from './AboutResearcher';
import { CiteDialog } from './cite/CiteDialog';
import { InspiredBy } from './citations/InspiredBy';
import { CommentsSection } from './comments/CommentsSection';
import { IdeaDetailSkeleton } from './IdeaDetailSkeleton';
import classes from './IdeaDetailPage.module.css';
import { IdeaHeader } from './IdeaHeader';
import { IdeaSections } from './IdeaSections';
import { RatingsPanel } from './ratings/RatingsPanel';
import { SimilarIdeas } from './SimilarIdeas';

/** `/idea/{id}`: a positive integer id, or null for anything else (which is "not found"). */
export function parseIdeaId(value: string): number | null {
  if (!/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The idea detail screen (SPEC §2). */
export function IdeaDetailPage() {
  const { id: rawId } = useParams({ from: '/idea/$id' });
  const id = parseIdeaId(rawId);
  if (id === null) return <IdeaNotFound />;
  // A new id is a new page: dialogs and forms start over.
  return <IdeaDetail key={id} id={id} />;
}

function IdeaDetail({ id }: { id: number }) {
  const idea = trpc.ideas.byId.useQuery({ id });
  const [citeOpen, setCiteOpen] = useState(false);
  useDocumentTitle(idea.data?.title);

  if (idea.isPending) return <IdeaDetailSkeleton />;
  if (idea.isError) {
    if (isNotFound(idea.error)) return <IdeaNotFound />;
    return (
      <Stack>
        <Title order={1}>Idea</Title>
        <ErrorState
          title="Could not load this idea"
          error={idea.error}
          onRetry={() => void idea.refetch()}
        />
      </Stack>
    );
  }

  const data = idea.data;
  return (
    <article aria-labelledby="idea-title">
      <IdeaHeader idea={data} onCite={() => setCiteOpen(true)} />
      <div className={classes.layout}>
        <Stack className={classes.main} gap="xl">
          <IdeaSections idea={data} />
          <InspiredBy citations={data.citations} linkedIdeas={data.linkedIdeas} />
        </Stack>
        <Stack className={classes.aside} gap="lg">
          <RatingsPanel idea={data} />
          <AboutResearcher author={data.author} />
        </Stack>
        <div className={classes.comments}>
          <CommentsSection ideaId={data.id} />
        </div>
      </div>
      <SimilarIdeas ideaId={data.id} />
      <CiteDialog
        ideaId={data.id}
        ideaTitle={data.title}
        opened={citeOpen}
        onClose={() => setCiteOpen(false)}
      />
    </article>
  );
}

function IdeaNotFound() {
  useDocumentTitle(MESSAGES.empty.ideaNotFound);
  return (
    <Stack align="center" ta="center" gap="md" py={64}>
      <IconBulbOff size={56} stroke={1.3} aria-hidden color="var(--mantine-color-dimmed)" />
      <Title order={1}>{MESSAGES.empty.ideaNotFound}</Title>
      <Text c="dimmed" maw={420}>
        It may have been removed, or the link may be mistyped.
      </Text>
      <ButtonLink to="/" variant="light">
        Browse ideas
      </ButtonLink>
    </Stack>
  );
}

/** "<idea title> - This One for Free" while the page is open. */
function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    if (!title) return undefined;
    const previous = document.title;
    document.title = `${title} - ${MESSAGES.app.name}`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
