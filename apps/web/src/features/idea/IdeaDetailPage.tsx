import { Stack } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { trpc } from '../../lib/trpc';
import { AboutResearcher } from './AboutResearcher';
import { CiteDialog } from './cite/CiteDialog';
import { ClaimsPanel } from './claims/ClaimsPanel';
import { InspiredBy } from './citations/InspiredBy';
import { CommentsSection } from './comments/CommentsSection';
import classes from './IdeaDetailPage.module.css';
import { IdeaHeader } from './IdeaHeader';
import { IdeaSections } from './IdeaSections';
import { RatingsPanel } from './ratings/RatingsPanel';
import { SimilarIdeas } from './SimilarIdeas';
import { useDocumentTitle } from './useDocumentTitle';

const route = getRouteApi('/idea/$id');

/**
 * The idea detail screen (SPEC §2). The route has checked the id and loaded
 * the idea (its loader), and shows the skeleton, "Idea not found" and the
 * error with a retry (IdeaLoadStates) itself.
 */
export function IdeaDetailPage() {
  const { id } = route.useParams();
  // A new id is a new page: dialogs and forms start over.
  return <IdeaDetail key={id} id={id} />;
}

function IdeaDetail({ id }: { id: number }) {
  const [idea] = trpc.ideas.byId.useSuspenseQuery({ id });
  const [citeOpen, setCiteOpen] = useState(false);
  useDocumentTitle(idea.title);

  return (
    <article aria-labelledby="idea-title">
      <IdeaHeader idea={idea} onCite={() => setCiteOpen(true)} />
      <div className={classes.layout}>
        <Stack className={classes.main} gap="xl">
          <IdeaSections idea={idea} />
          <InspiredBy citations={idea.citations} linkedIdeas={idea.linkedIdeas} />
        </Stack>
        <Stack className={classes.aside} gap="lg">
          <RatingsPanel idea={idea} />
          <ClaimsPanel idea={idea} />
          <AboutResearcher author={idea.author} />
        </Stack>
        <div className={classes.comments}>
          <CommentsSection ideaId={idea.id} />
        </div>
      </div>
      <SimilarIdeas ideaId={idea.id} />
      <CiteDialog
        ideaId={idea.id}
        ideaTitle={idea.title}
        opened={citeOpen}
        onClose={() => setCiteOpen(false)}
      />
    </article>
  );
}
