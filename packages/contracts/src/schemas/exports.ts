import { z } from 'zod';
import { EXPORT_FORMATS } from '../export-formats.js';
import { idSchema } from './id.js';

export const exportFormatSchema = z.enum(EXPORT_FORMATS);

/** One idea as a citation file (`exports.idea`; GET /api/ideas/{id}/cite.{bib,ris,enw,json}). */
export const ideaExportInput = z.object({
  ideaId: idSchema,
  format: exportFormatSchema,
  /** The version cited; the latest when left out. */
  version: idSchema.optional(),
});
export type IdeaExportInput = z.input<typeof ideaExportInput>;

/** My Favorites as a citation file (`exports.favorites`; GET /api/favorites/export?format=). */
export const favoritesExportInput = z.object({ format: exportFormatSchema });
export type FavoritesExportInput = z.input<typeof favoritesExportInput>;

/** A researcher's ideas as a citation file (`exports.userIdeas`; GET /api/users/{id}/ideas/export?format=). */
export const userIdeasExportInput = z.object({ userId: idSchema, format: exportFormatSchema });
export type UserIdeasExportInput = z.input<typeof userIdeasExportInput>;
