import type { IdeaVersionSummary, IdeaWithLinks } from '@thisoneforfree/contracts';
import { MESSAGES } from '@thisoneforfree/contracts';
import { findIdeaVersion, ideaVersionSummaries } from '../../data/idea-versions.js';
import { notFound } from '../../lib/errors.js';
import { toIdeaVersion, toIdeaVersionSummary } from '../../serializers/ideas.js';
import type { Services } from '../context.js';
import { requireIdeaRow } from './assemble.js';
import { linkedIdeasOf, readIdea } from './read.js';

/** An idea's saved versions (SPEC §3 "versions" of issue 12): the history, and one version as it was. */

/** Every version of the idea, oldest first: `{ version, createdAt, title }`; 404 for a missing idea. */
export async function listIdeaVersions(ctx: Services, id: number): Promise<IdeaVersionSummary[]> {
  await requireIdeaRow(ctx.db, id);
  return (await ideaVersionSummaries(ctx.db, id)).map(toIdeaVersionSummary);
}

/**
 * Version `version` of the idea as it was saved, in the shape of GET
 * /api/ideas/{id}: its text, fields and citations (with the ideas they cite
 * as they are now), its number and date (`updatedAt`); the ratings are the
 * idea's. A withdrawn idea's versions are tombstones too. 404 for a missing
 * idea or version.
 */
export async function readIdeaVersion(
  ctx: Services,
  id: number,
  version: number,
): Promise<IdeaWithLinks> {
  const idea = await readIdea(ctx, id);
  const row = await findIdeaVersion(ctx.db, id, version);
  if (!row) throw notFound(MESSAGES.errors.versionNotFound);
  const shown = toIdeaVersion(idea, row);
  return { ...shown, linkedIdeas: await linkedIdeasOf(ctx, shown) };
}
