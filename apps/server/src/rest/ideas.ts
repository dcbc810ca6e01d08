import type { FastifyInstance } from 'fastify';
import { browseQuery, ideaDraftInput, ideaEditInput, ideaInput } from '@thisoneforfree/contracts';
import { negotiateIdea, sendIdeaAs } from '../documents/idea-representations.js';
import type { RateLimiter } from '../plugins/rate-limits.js';
import type { Services } from '../services/context.js';
import { createIdea } from '../services/ideas/create.js';
import { editIdea } from '../services/ideas/edit.js';
import { jsonArrayStream } from '../lib/json-array-stream.js';
import { getIdeaJson, walkIdeas } from '../services/ideas/read.js';
import { similarToDraft } from '../services/ideas/similar.js';
import { countIdeas } from '../services/ideas/browse.js';
import { listIdeaVersions, readIdeaVersion } from '../services/ideas/versions.js';
import { withdrawIdea } from '../services/ideas/withdraw.js';
import { body, pathId, query, requirePoster, requireUser } from './handler.js';

export function ideasRoutes(app: FastifyInstance, ctx: Services, limiter: RateLimiter): void {
  // Streamed a page at a time: the list of every idea is never built whole in memory.
  app.get('/api/ideas', (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(jsonArrayStream(walkIdeas(ctx))),
  );

  app.get('/api/ideas/count', (request) => countIdeas(ctx, query(request, browseQuery)));

  // The idea's JSON, or its citation by `Accept` (documents/idea-representations.ts).
  app.get('/api/ideas/:id', async (request, reply) => {
    const id = pathId(request, 'id');
    reply.header('Vary', 'Accept');
    const type = negotiateIdea(request.headers.accept, 'application/json');
    if (type !== 'application/json') return sendIdeaAs(ctx, reply, id, type);
    return reply.type('application/json; charset=utf-8').send(await getIdeaJson(ctx, id));
  });

  app.post('/api/ideas', async (request, reply) => {
    const user = requirePoster(request);
    await limiter.check('post', request);
    const idea = await createIdea(ctx, user.id, body(request, ideaInput));
    return reply.status(201).send(idea);
  });

  app.post('/api/ideas/similar-to-draft', async (request) => {
    requireUser(request);
    await limiter.check('draftHint', request);
    return similarToDraft(ctx, body(request, ideaDraftInput));
  });

  app.put('/api/ideas/:id', async (request) => {
    const user = requireUser(request);
    await limiter.check('post', request);
    const id = pathId(request, 'id');
    return editIdea(ctx, user, id, body(request, ideaEditInput));
  });

  app.delete('/api/ideas/:id', async (request) => {
    const user = requireUser(request);
    await limiter.check('post', request);
    return withdrawIdea(ctx, user, pathId(request, 'id'));
  });

  app.get('/api/ideas/:id/versions', (request) => listIdeaVersions(ctx, pathId(request, 'id')));

  app.get('/api/ideas/:id/versions/:version', (request) =>
    readIdeaVersion(ctx, pathId(request, 'id'), pathId(request, 'version')),
  );
}
