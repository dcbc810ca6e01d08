import type { Comment } from '@thisoneforfree/contracts';
import { expect } from 'vitest';
import { insertIdea as insertIdeaRow } from '../../src/data/ideas.js';
import { trpcCall } from '../factories.js';
import { call, createAdmin, createUser, type TestContext, type TestUser } from '../helper.js';

/** Ideas are made directly in the database: these files test comments, not idea creation. */
export function insertIdea(context: TestContext, userId: number): Promise<number> {
  return insertIdeaRow(context.app.services.db, context.app.services.dialect, {
    userId,
    title: 'Measure the half-life of abandoned research ideas',
    challenge: 'Nobody knows how long an idea stays unexplored.',
    approach: 'Track ideas posted here over five years.',
    impact: 'Better advice for early-career researchers.',
    fields: ['Physics'],
    citations: [],
    createdAt: new Date().toISOString(),
  });
}

/** The people and the idea the comments tests work with. */
export interface CommentCast {
  /** A user named Rosalind Franklin, who writes most comments. */
  author: TestUser;
  /** Another user, who owns the idea. */
  other: TestUser;
  admin: TestUser;
  /** An idea of `other`'s. */
  ideaId: number;
}

export async function createCommentCast(ctx: TestContext): Promise<CommentCast> {
  const author = await createUser(ctx, { name: 'Rosalind Franklin' });
  const other = await createUser(ctx);
  const admin = await createAdmin(ctx);
  const ideaId = await insertIdea(ctx, other.user.id);
  return { author, other, admin, ideaId };
}

/** The comment requests of the REST API and tRPC, made on the app of `ctx`. */
export function commentCalls(ctx: TestContext) {
  async function post(
    ideaId: number,
    user: TestUser | null,
    payload: unknown,
    context: TestContext = ctx,
  ) {
    return call(context, {
      method: 'POST',
      url: `/api/ideas/${ideaId}/comments`,
      payload,
      cookie: user?.cookie,
    });
  }

  async function postComment(
    ideaId: number,
    user: TestUser,
    content: string,
    parentId?: number,
  ): Promise<Comment> {
    const response = await post(ideaId, user, { content, ...(parentId ? { parentId } : {}) });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Comment>();
  }

  async function list(ideaId: number, user: TestUser | null) {
    return call(ctx, { url: `/api/ideas/${ideaId}/comments`, cookie: user?.cookie });
  }

  async function visibleTo(ideaId: number, user: TestUser | null): Promise<Comment[]> {
    const response = await list(ideaId, user);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Comment[]>();
  }

  async function setStatus(id: number, user: TestUser | null, status: unknown) {
    return call(ctx, {
      method: 'POST',
      url: `/api/comments/${id}/status`,
      payload: { status },
      cookie: user?.cookie,
    });
  }

  /** POST /api/comments/{id}/flag, with no body (SPEC §7) unless `payload` is given. */
  async function flag(
    id: number,
    user: TestUser | null,
    headers: Record<string, string> = {},
    payload?: unknown,
  ) {
    return call(ctx, {
      method: 'POST',
      url: `/api/comments/${id}/flag`,
      cookie: user?.cookie,
      headers,
      payload,
    });
  }

  /**
   * Flags the comment as `count` new readers (FLAG_THRESHOLD's default, 3,
   * makes it `flagged`), each flag answering 200; answers the readers.
   */
  async function flagByNewReaders(id: number, count = 3): Promise<TestUser[]> {
    const readers: TestUser[] = [];
    for (let i = 0; i < count; i += 1) {
      const reader = await createUser(ctx);
      const response = await flag(id, reader);
      expect(response.statusCode, response.body).toBe(200);
      readers.push(reader);
    }
    return readers;
  }

  async function flagCountOf(id: number): Promise<number> {
    const row = await ctx.app.services.db
      .selectFrom('comments')
      .select('flag_count')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return row.flag_count;
  }

  /** Calls a tRPC procedure over HTTP, as the web app does (no transformer). */
  const trpc = (
    path: string,
    input: unknown,
    user: TestUser | null,
    kind: 'query' | 'mutation' = 'query',
  ) => trpcCall(ctx, path, input, kind, user);

  return {
    post,
    postComment,
    list,
    visibleTo,
    setStatus,
    flag,
    flagByNewReaders,
    flagCountOf,
    trpc,
  };
}
