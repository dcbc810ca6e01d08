import type { FastifyInstance } from 'fastify';
import {
  commentEditInput,
  commentFlagInput,
  commentInput,
  commentStatusInput,
} from '@thisoneforfree/contracts';
import type { RateLimiter } from '../plugins/rate-limits.js';
import { createComment, listComments } from '../services/comments.js';
import { deleteOwnComment, editComment } from '../services/comment-edits.js';
import { flagComment } from '../services/moderation/flag.js';
import { setCommentStatus } from '../services/moderation/status.js';
import type { Services } from '../services/context.js';
import { withoutAuthor } from '../serializers/comments.js';
import { body, pathId, requirePoster, requireUser } from './handler.js';

/** SPEC §7 comment calls. REST items carry exactly the comment fields; tRPC adds the author. */
export function commentsRoutes(app: FastifyInstance, ctx: Services, limiter: RateLimiter): void {
  app.get('/api/ideas/:id/comments', async (request) => {
    const items = await listComments(ctx, request.auth?.user ?? null, pathId(request, 'id'));
    return items.map(withoutAuthor);
  });

  app.post('/api/ideas/:id/comments', async (request, reply) => {
    const user = requirePoster(request);
    await limiter.check('post', request);
    const ideaId = pathId(request, 'id');
    const item = await createComment(ctx, user, ideaId, body(request, commentInput));
    return reply.status(201).send(withoutAuthor(item));
  });

  // SPEC §7's empty body still flags; `{ reason?, note? }` tells the moderators why (issue 13).
  app.post('/api/comments/:id/flag', async (request) => {
    const user = requireUser(request);
    await limiter.check('post', request);
    const id = pathId(request, 'id');
    await flagComment(ctx, user, id, body(request, commentFlagInput));
    return { success: true };
  });

  // Its author edits or deletes a comment (issue 12); admins moderate with /status.
  app.put('/api/comments/:id', async (request) => {
    const user = requireUser(request);
    await limiter.check('post', request);
    const id = pathId(request, 'id');
    const { content } = body(request, commentEditInput);
    return withoutAuthor(await editComment(ctx, user, id, content));
  });

  app.delete('/api/comments/:id', async (request) => {
    const user = requireUser(request);
    await limiter.check('post', request);
    await deleteOwnComment(ctx, user, pathId(request, 'id'));
    return { success: true };
  });

  app.post('/api/comments/:id/status', async (request) => {
    const user = requireUser(request);
    await limiter.check('moderate', request, user.id);
    const id = pathId(request, 'id');
    const { status } = body(request, commentStatusInput);
    return withoutAuthor(await setCommentStatus(ctx, user, id, status));
  });
}
