import { type ExportFile, type ExportFormat, MESSAGES } from '@thisoneforfree/contracts';
import { citableFavorites, citableIdeasBy } from '../../data/citable-ideas.js';
import { ideaCitationSource, ideaExists } from '../../data/ideas.js';
import { notFound } from '../../lib/errors.js';
import type { Services } from '../context.js';
import { assertUserExists } from '../users.js';
import { exportFile, type IdeaToExport, ideaRecord, writeRecords } from './records.js';

/**
 * Citation files to download: one idea (a version of it), My Favorites, a
 * researcher's ideas. Lists leave withdrawn ideas out; one idea may be a
 * withdrawn one (it keeps its title, author and dates, so a citation of it
 * still resolves).
 */

/** One idea (its latest version unless `version` says which); 404 for a missing idea or version. */
export async function exportIdea(
  ctx: Services,
  ideaId: number,
  format: ExportFormat,
  version?: number,
): Promise<ExportFile> {
  const source = await ideaCitationSource(ctx.db, ideaId, version);
  if (!source) {
    const missing = version !== undefined && (await ideaExists(ctx.db, ideaId));
    throw notFound(missing ? MESSAGES.errors.versionNotFound : MESSAGES.errors.ideaNotFound);
  }
  const idea: IdeaToExport = {
    id: source.id,
    title: source.title,
    version: source.version,
    savedAt: source.created_at,
    authorName: source.author_name,
  };
  const stem = version === undefined ? `idea-${ideaId}` : `idea-${ideaId}-v${version}`;
  return exportFile(stem, format, writeRecords([ideaRecord(idea, ctx.config.appOrigin)], format));
}

function toExport(rows: Awaited<ReturnType<typeof citableIdeasBy>>): IdeaToExport[] {
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    version: row.version,
    savedAt: row.updated_at,
    authorName: row.author_name,
  }));
}

/** The user's favorite ideas, most recently added first. */
export async function exportFavorites(
  ctx: Services,
  userId: number,
  format: ExportFormat,
): Promise<ExportFile> {
  const ideas = toExport(await citableFavorites(ctx.db, userId));
  const records = ideas.map((idea) => ideaRecord(idea, ctx.config.appOrigin));
  return exportFile('favorites', format, writeRecords(records, format));
}

/** A researcher's ideas, newest first; 404 for an unknown user. */
export async function exportUserIdeas(
  ctx: Services,
  userId: number,
  format: ExportFormat,
): Promise<ExportFile> {
  await assertUserExists(ctx, userId);
  const ideas = toExport(await citableIdeasBy(ctx.db, userId));
  const records = ideas.map((idea) => ideaRecord(idea, ctx.config.appOrigin));
  return exportFile(`ideas-of-user-${userId}`, format, writeRecords(records, format));
}
