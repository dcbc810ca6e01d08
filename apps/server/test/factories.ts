import type { Idea, IdeaInput } from '@thisoneforfree/contracts';
import { ideaInput } from '@thisoneforfree/contracts';
import { expect } from 'vitest';
import { createIdea as createIdeaService } from '../src/services/ideas/create.js';
import { createCallerFactory } from '../src/trpc/trpc.js';
import { appRouter } from '../src/trpc/router.js';
import type { TrpcContext } from '../src/trpc/context.js';
import { call, type TestContext, type TestUser } from './helper.js';

let ideaSequence = 0;

/** A valid idea payload; every call differs a little so titles stay distinguishable. */
export function ideaPayload(overrides: Partial<IdeaInput> = {}): IdeaInput {
  ideaSequence += 1;
  return {
    title: `Idea number ${ideaSequence}`,
    challenge: 'Peer review takes months and nobody measures what it catches.',
    approach: 'Compare preprints with their published versions at scale.',
    impact: 'Evidence for reforming how journals spend reviewer time.',
    fields: ['Computer Science'],
    citations: [],
    ...overrides,
  };
}

/** An external citation with only the required fields, as a manual entry gives it. */
export const externalCitation = {
  authors: 'Hopper, Grace',
  title: 'A compiler for business',
  year: 1959,
};

/** POST /api/ideas with any body, as the user of `cookie` (or a visitor). */
export async function postIdea(context: TestContext, payload: unknown, cookie?: string) {
  return call(context, { method: 'POST', url: '/api/ideas', payload, cookie });
}

export type IdeaOverrides = Partial<IdeaInput> & {
  /** Set a creation time (ISO-8601 UTC); the idea is then made by the service, not over HTTP. */
  createdAt?: string;
};

/**
 * Creates an idea as `user`: through POST /api/ideas (the real path), or
 * through the service when a creation time is given (the API always uses now).
 */
export async function createIdea(
  context: TestContext,
  user: TestUser,
  overrides: IdeaOverrides = {},
): Promise<Idea> {
  const { createdAt, ...input } = overrides;
  const payload = ideaPayload(input);
  if (createdAt) {
    return createIdeaService(context.app.services, user.user.id, ideaInput.parse(payload), {
      createdAt,
    });
  }
  const response = await call(context, {
    method: 'POST',
    url: '/api/ideas',
    payload,
    cookie: user.cookie,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Idea>();
}

const createCaller = createCallerFactory(appRouter);

/**
 * A tRPC caller as `user` (or a visitor), with the context the Fastify
 * adapter builds for a logged-in request.
 */
export async function trpcAs(
  context: TestContext,
  user: TestUser | null = null,
): Promise<ReturnType<typeof createCaller>> {
  const { services } = context.app;
  const row = user
    ? await services.db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', user.user.id)
        .executeTakeFirstOrThrow()
    : null;
  const trpcContext: TrpcContext = {
    services,
    user: row,
    session: row
      ? { id: 'test-session', userId: row.id, expiresAt: new Date(Date.now() + 60_000) }
      : null,
    userAgent: null,
    rateLimit: () => Promise.resolve(),
    setSessionCookie: () => undefined,
    clearSessionCookie: () => undefined,
  };
  return createCaller(trpcContext);
}

/** A tRPC query over HTTP, as the web app sends it: GET /trpc/<path>?input=<json>. */
export async function trpcQuery(
  context: TestContext,
  path: string,
  input?: unknown,
  user?: TestUser | null,
) {
  const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  return call(context, { url: `/trpc/${path}${query}`, cookie: user?.cookie });
}

/**
 * A tRPC mutation over HTTP: POST /trpc/<path> with the input as the JSON
 * body; without input, an empty body with the JSON content type.
 */
export async function trpcMutation(
  context: TestContext,
  path: string,
  input?: unknown,
  user?: TestUser | null,
) {
  return call(context, {
    method: 'POST',
    url: `/trpc/${path}`,
    cookie: user?.cookie,
    ...(input === undefined
      ? { payload: '', headers: { 'content-type': 'application/json' } }
      : { payload: input }),
  });
}

export interface TrpcResult<T> {
  status: number;
  data: T | undefined;
  error:
    | { message: string; data: { code: string; issues: { path: string; message: string }[] } }
    | undefined;
}

/** Calls a tRPC procedure over HTTP and unwraps its answer into status, data and error. */
export async function trpcCall<T = unknown>(
  context: TestContext,
  path: string,
  input: unknown,
  kind: 'query' | 'mutation',
  user: TestUser | null = null,
): Promise<TrpcResult<T>> {
  const response =
    kind === 'query'
      ? await trpcQuery(context, path, input, user)
      : await trpcMutation(context, path, input, user);
  const json = response.json<{ result?: { data: T }; error?: TrpcResult<T>['error'] }>();
  return { status: response.statusCode, data: json.result?.data, error: json.error };
}

/**
 * trpcCall bound to the app of `context`: calls a tRPC procedure over HTTP, as
 * the web app does (no transformer), as `user` or a visitor.
 */
export function trpcCallOn(context: TestContext) {
  return <T>(
    path: string,
    input: unknown,
    kind: 'query' | 'mutation',
    user: TestUser | null = null,
  ): Promise<TrpcResult<T>> => trpcCall<T>(context, path, input, kind, user);
}

export interface TrpcErrorBody {
  error: {
    message: string;
    data: { code: string; httpStatus: number; issues: { path: string; message: string }[] };
  };
}
