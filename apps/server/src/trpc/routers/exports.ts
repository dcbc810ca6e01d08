import {
  favoritesExportInput,
  ideaExportInput,
  userIdeasExportInput,
} from '@thisoneforfree/contracts';
import { exportFavorites, exportIdea, exportUserIdeas } from '../../services/exports/files.js';
import { limited, protectedProcedure, publicProcedure, router } from '../trpc.js';

/**
 * Citation files as `{ filename, mediaType, text }` (issue 14). The web app
 * downloads the REST files (`/api/ideas/{id}/cite.bib`…) with links; these
 * are the same services for tRPC clients.
 */
export const exportsRouter = router({
  idea: publicProcedure
    .input(ideaExportInput)
    .query(({ ctx, input }) => exportIdea(ctx.services, input.ideaId, input.format, input.version)),
  favorites: protectedProcedure
    .use(limited('export'))
    .input(favoritesExportInput)
    .query(({ ctx, input }) => exportFavorites(ctx.services, ctx.user.id, input.format)),
  userIdeas: publicProcedure
    .use(limited('export'))
    .input(userIdeasExportInput)
    .query(({ ctx, input }) => exportUserIdeas(ctx.services, input.userId, input.format)),
});
