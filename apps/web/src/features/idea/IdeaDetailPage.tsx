import { Stack } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import type { IdeaDetail as IdeaDetailShape } from '@thisoneforfree/contracts';
import { trpc } from '../../lib/trpc';
import { AboutResearcher } from './AboutResearcher';
import { CiteDialog } from './cite/CiteDialog';
import { ClaimsPanel } from './claims/ClaimsPanel';
import { InspiredBy } from './citations/InspiredBy';
import { CommentsSection } from './comments/CommentsSection';
import classes from './IdeaDetailPage.module.css';
import { VersionHistory } from './history/VersionHistory';
import { IdeaHeader } from './IdeaHeader';
import { IdeaOwnerActions } from './IdeaOwnerActions';
import { IdeaTombstone } from './IdeaTombstone';
import { IdeaSections } from './IdeaSections';
import { RatingsPanel } from './ratings/RatingsPanel';
import { SimilarIdeas } from './SimilarIdeas';
import { useDocumentTitle } from './useDocumentTitle';

const route = getRouteApi('/idea/$id');

/**
 * The idea detail screen (SPEC §2), with its author's Edit and Withdraw and
 * its version history; a withdrawn idea's tombstone. The route has checked
 * the id and loaded the idea (its loader), and shows the skeleton, "Idea not
 * found" and the error with a retry (IdeaLoadStates) itself.
 */
export function IdeaDetailPage() {
  const { id } = route.useParams();
  // A new id is a new page: dialogs and forms start over.
  return <IdeaDetail key={id} id={id} />;
}

function IdeaDetail({ id }: { id: number }) {
  const [idea] = trpc.ideas.byId.useSuspenseQuery({ id });
  if (idea.withdrawnAt !== null) return <IdeaTombstone idea={idea} />;
  return <LiveIdea idea={idea} />;
}

function LiveIdea({ idea }: { idea: IdeaDetailShape }) {
  const [citeOpen, setCiteOpen] = useState(false);
  useDocumentTitle(idea.title);

  return (
    <article aria-labelledby="idea-title">
      <IdeaHeader
        idea={idea}
        onCite={() => setCiteOpen(true)}
        actions={<IdeaOwnerActions idea={idea} />}
      />
      <div className={classes.layout}>
        <Stack className={classes.main} gap="xl">
          <IdeaSections idea={idea} />
          <InspiredBy citations={idea.citations} linkedIdeas={idea.linkedIdeas} />
          {idea.version > 1 && <VersionHistory idea={idea} />}
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
        version={idea.version}
        opened={citeOpen}
        onClose={() => setCiteOpen(false)}
      />
    </article>
  );
}
