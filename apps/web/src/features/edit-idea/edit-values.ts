import { type AcademicField, type IdeaWithLinks, isAcademicField } from '@thisoneforfree/contracts';
import { draftsFromCitations } from '../citations/citation-rules';
import type { IdeaFormValues } from '../submit/submit-validation';

/** An idea as the idea form's starting values: its texts, fields and citations as they are. */
export function ideaToFormValues(
  idea: Pick<
    IdeaWithLinks,
    'title' | 'challenge' | 'approach' | 'impact' | 'fields' | 'citations' | 'linkedIdeas'
  >,
): IdeaFormValues {
  return {
    title: idea.title,
    challenge: idea.challenge,
    approach: idea.approach,
    impact: idea.impact,
    fields: idea.fields.filter((field): field is AcademicField => isAcademicField(field)),
    citations: draftsFromCitations(idea.citations, idea.linkedIdeas),
  };
}
