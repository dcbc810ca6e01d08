import type { Citation } from '@thisoneforfree/contracts';
import type { DB } from '../db/database.js';
import type { IdeaVersionRow } from '../db/schema.js';
import { sortFields } from './idea-parts.js';
import type { NewIdeaRow } from './ideas.js';

/** Rows of `idea_versions` (migration 0011): every saved version of an idea, never changed. */

/** What a version holds besides its number, date and editor: the text as stored. */
export type VersionContent = Pick<
  IdeaVersionRow,
  'title' | 'challenge' | 'approach' | 'impact' | 'fields' | 'citations'
>;

/** A citation as the API's Citation, keys in one order and empty optional fields left out. */
function citationJson(citation: NewIdeaRow['citations'][number]): Citation {
  if (citation.type === 'internal') return { type: 'internal', internalId: citation.internalId };
  const { authors, title, year, doi, url, journal, publisher } = citation.externalData;
  return {
    type: 'external',
    externalData: { authors, title, year, doi, url, journal, publisher },
  };
}

/**
 * The content of a version as it is stored: fields in the product's order,
 * citations in the API's shape, both as JSON text. Two saves of the same idea
 * give the same strings, so comparing them says whether an edit changed
 * anything (migration 0011 wrote version 1 of older ideas the same way).
 */
export function versionContent(
  idea: Pick<NewIdeaRow, 'title' | 'challenge' | 'approach' | 'impact' | 'fields' | 'citations'>,
): VersionContent {
  return {
    title: idea.title,
    challenge: idea.challenge,
    approach: idea.approach,
    impact: idea.impact,
    fields: JSON.stringify(sortFields([...idea.fields])),
    citations: JSON.stringify(idea.citations.map(citationJson)),
  };
}

export function sameContent(a: VersionContent, b: VersionContent): boolean {
  return (
    a.title === b.title &&
    a.challenge === b.challenge &&
    a.approach === b.approach &&
    a.impact === b.impact &&
    a.fields === b.fields &&
    a.citations === b.citations
  );
}

export async function insertIdeaVersion(db: DB, row: IdeaVersionRow): Promise<void> {
  await db.insertInto('idea_versions').values(row).execute();
}

/** One version of an idea, or undefined. */
export function findIdeaVersion(
  db: DB,
  ideaId: number,
  version: number,
): Promise<IdeaVersionRow | undefined> {
  return db
    .selectFrom('idea_versions')
    .selectAll()
    .where('idea_id', '=', ideaId)
    .where('version', '=', version)
    .executeTakeFirst();
}

/** An idea's versions, oldest first: number, date and title. */
export function ideaVersionSummaries(db: DB, ideaId: number) {
  return db
    .selectFrom('idea_versions')
    .select(['version', 'created_at', 'title'])
    .where('idea_id', '=', ideaId)
    .orderBy('version')
    .execute();
}
