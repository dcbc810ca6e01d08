import {
  EXPORT_FORMAT_INFO,
  EXPORT_FORMATS,
  type ExportFile,
  favoritesExportInput,
  ideaExportInput,
  userIdeasExportInput,
} from '@thisoneforfree/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseInput } from '../lib/validation.js';
import type { RateLimiter } from '../plugins/rate-limits.js';
import type { Services } from '../services/context.js';
import { exportFavorites, exportIdea, exportUserIdeas } from '../services/exports/files.js';
import { requireUser } from './handler.js';

/** A citation file as a download: its media type and the name to save it as. */
function sendFile(reply: FastifyReply, file: ExportFile, personal = false): FastifyReply {
  return reply
    .type(`${file.mediaType}; charset=utf-8`)
    .header('Content-Disposition', `attachment; filename="${file.filename}"`)
    .header('Cache-Control', personal ? 'private, no-store' : 'no-cache')
    .send(file.text);
}

const params = (request: FastifyRequest) => request.params as Record<string, string | undefined>;
const query = (request: FastifyRequest) => (request.query ?? {}) as Record<string, unknown>;

/**
 * Citation downloads (issue 14): one idea's file per format at
 * `/api/ideas/{id}/cite.{bib,ris,enw,json}` (`?version=` for a version),
 * My Favorites (`/api/favorites/export?format=`, signed in) and a
 * researcher's ideas (`/api/users/{id}/ideas/export?format=`). The lists
 * count in the `export` bucket.
 */
export function exportsRoutes(app: FastifyInstance, ctx: Services, limiter: RateLimiter): void {
  for (const format of EXPORT_FORMATS) {
    app.get(
      `/api/ideas/:id/cite.${EXPORT_FORMAT_INFO[format].extension}`,
      async (request, reply) => {
        const input = parseInput(ideaExportInput, {
          ideaId: params(request).id,
          format,
          version: query(request).version,
        });
        return sendFile(reply, await exportIdea(ctx, input.ideaId, input.format, input.version));
      },
    );
  }

  app.get('/api/favorites/export', async (request, reply) => {
    const user = requireUser(request);
    await limiter.check('export', request);
    const input = parseInput(favoritesExportInput, { format: query(request).format });
    return sendFile(reply, await exportFavorites(ctx, user.id, input.format), true);
  });

  app.get('/api/users/:id/ideas/export', async (request, reply) => {
    const input = parseInput(userIdeasExportInput, {
      userId: params(request).id,
      format: query(request).format,
    });
    await limiter.check('export', request);
    return sendFile(reply, await exportUserIdeas(ctx, input.userId, input.format));
  });
}
