import { LIMITS, MESSAGES } from '@thisoneforfree/contracts';
import { RATE_LIMITS } from '../plugins/rate-limits.js';
import { SESSION_COOKIE } from '../plugins/session.js';
import { componentSchemas, inlineSchema, ref } from './components.js';
import * as example from './examples.js';
import { type ApiOperation, type ErrorStatus, OPERATIONS } from './operations.js';

/** What the document is built from: the app's own numbers, so the text says what the server does. */
export interface DocumentOptions {
  /** The request body limit of app.ts, in bytes. */
  bodyLimit: number;
}

type Responses = Record<string, unknown>;
type Status = ErrorStatus | 413 | 415 | 429 | 500;

const e = MESSAGES.errors;

const minutes = (ms: number) => (ms === 60_000 ? 'a minute' : `per ${ms / 60_000} minutes`);

function limitText(bucket: keyof typeof RATE_LIMITS): string {
  const { max, timeWindow } = RATE_LIMITS[bucket];
  return `${max} requests ${minutes(timeWindow)}`;
}

function errorResponse(description: string, message: string): unknown {
  return {
    description,
    content: {
      'application/json': { schema: ref('Error'), example: example.error(message) },
    },
  };
}

const isWrite = (op: ApiOperation) => op.method !== 'get';

/**
 * The statuses a route answers besides its success and its own errors,
 * following from what it is: every route may meet a bad bearer token and a
 * server fault; writes meet the Origin check, token scopes, body parsing and
 * the token write limit; ids in paths are validated.
 */
function commonErrors(op: ApiOperation, options: DocumentOptions): Map<Status, [string, string]> {
  const errors = new Map<Status, [string, string]>();
  const add = (status: Status, text: string, message: string) => {
    const had = errors.get(status);
    errors.set(status, had ? [`${had[0]} Or: ${text}`, had[1]] : [text, message]);
  };
  if (op.body || op.params || op.query || isWrite(op)) {
    add(
      400,
      'Invalid input: `message` says what, and `issues` lists each field’s problem. Also a body that is not JSON.',
      op.body ? MESSAGES.validation.titleRequired : MESSAGES.validation.invalidInput,
    );
  }
  if (op.access === 'user' || op.access === 'admin' || op.access === 'session') {
    add(401, 'Not logged in: no session cookie or access token.', e.notLoggedIn);
  }
  add(
    401,
    'The `Authorization` header is not `Bearer <token>`, or the token is unknown, revoked or expired.',
    e.tokenInvalid,
  );
  if (isWrite(op)) {
    add(
      403,
      'A browser request from another site (its `Origin` is not this site), or an access token with only the `read` scope.',
      e.tokenReadOnly,
    );
  }
  if (op.access === 'admin')
    add(403, 'The user is not an admin.', isWrite(op) ? e.adminOnly : e.moderationAdminOnly);
  if (op.access === 'session') {
    add(
      403,
      op.tag === 'Access tokens'
        ? 'Sent with an access token: tokens are managed only with the session cookie.'
        : 'Sent with an access token: the password, email address, sessions and deleting the account take the session cookie.',
      op.tag === 'Access tokens' ? e.tokenCannotManageTokens : e.tokenCannotManageAccount,
    );
  }
  if (isWrite(op)) {
    add(
      413,
      `The body is larger than ${options.bodyLimit / 1024 / 1024} MB.`,
      'Request body is too large',
    );
    add(415, 'The body is not `application/json`.', 'Unsupported Media Type');
    if (op.rateLimit) {
      add(
        429,
        op.rateLimit === 'passwordCheck' || op.rateLimit === 'moderate'
          ? `Rate limited: at most ${limitText(op.rateLimit)} per client address and per account.`
          : `Rate limited: at most ${limitText(op.rateLimit)} per client address (and per access token).`,
        e.rateLimited,
      );
    }
    add(
      429,
      `Rate limited: writes with an access token, at most ${limitText('tokenWrite')} per token and per address.`,
      e.rateLimited,
    );
  }
  if (!isWrite(op) && op.rateLimit) {
    add(
      429,
      `Rate limited: at most ${limitText(op.rateLimit)} per client address (and per access token).`,
      e.rateLimited,
    );
  }
  add(500, 'A fault of the server; the body never holds details.', e.internal);
  return errors;
}

function responses(op: ApiOperation, options: DocumentOptions): Responses {
  const { success } = op;
  const mediaType = success.mediaType ?? 'application/json';
  const content: Record<string, unknown> = {
    [mediaType]: {
      schema: ref(success.schema),
      ...(success.example === undefined ? {} : { example: success.example }),
    },
  };
  for (const other of success.alternatives ?? []) {
    content[other.mediaType] = {
      schema: ref(other.schema),
      ...(other.example === undefined ? {} : { example: other.example }),
    };
  }
  const out: Responses = {
    [success.status]: {
      description: success.description,
      content,
      ...(success.headers ? { headers: success.headers } : {}),
    },
  };
  const errors = commonErrors(op, options);
  for (const [status, own] of Object.entries(op.errors ?? {})) {
    const code = Number(status) as ErrorStatus;
    const common = errors.get(code);
    errors.set(code, [
      common ? `${own.description} Or: ${common[0]}` : own.description,
      own.message,
    ]);
  }
  for (const [status, [description, message]] of [...errors].sort(([a], [b]) => a - b)) {
    out[status] = errorResponse(description, message);
  }
  return out;
}

/** Who may call, in OpenAPI's words: `{}` is "no credential". */
function security(op: ApiOperation): Record<string, string[]>[] | undefined {
  const scope = isWrite(op) ? ['read write'] : ['read'];
  switch (op.access) {
    case 'anyone':
      return undefined;
    case 'optional':
      return [{}, { sessionCookie: [] }, { bearerToken: scope }];
    case 'user':
    case 'admin':
      return [{ sessionCookie: [] }, { bearerToken: scope }];
    case 'session':
      return [{ sessionCookie: [] }];
  }
}

function operationObject(op: ApiOperation, options: DocumentOptions): Record<string, unknown> {
  return {
    operationId: op.operationId,
    tags: [op.tag],
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    ...(op.params || op.query
      ? {
          parameters: [
            ...Object.entries(op.params ?? {}).map(([name, param]) => ({
              name,
              in: 'path',
              required: true,
              description: param.description,
              schema: inlineSchema(param.schema),
              example: param.example,
            })),
            ...Object.entries(op.query ?? {}).map(([name, param]) => ({
              name,
              in: 'query',
              required: param.required ?? false,
              description: param.description,
              schema: inlineSchema(param.schema),
              ...(param.example === undefined ? {} : { example: param.example }),
            })),
          ],
        }
      : {}),
    ...(op.body
      ? {
          requestBody: {
            required: !op.body.optional,
            content: {
              'application/json': { schema: ref(op.body.schema), example: op.body.example },
            },
          },
        }
      : {}),
    responses: responses(op, options),
    ...(security(op) ? { security: security(op) } : {}),
  };
}

const DESCRIPTION = `The REST API of This One for Free: the calls the web app's first version made
(and the site still answers), for scripts and other clients. Every body is JSON.

**Authentication.** Browsers use the session cookie \`${SESSION_COOKIE}\` that
\`POST /api/login\` sets; writes from a browser must come from this site (its
\`Origin\`). Scripts use a personal access token, created in Settings → Account
(or \`POST /api/user/tokens\` while logged in), sent as \`Authorization: Bearer <token>\`:
a \`read\` token may GET, a \`read write\` token may also write. A token request
needs no \`Origin\` and ignores any cookie. Tokens cannot list, create or revoke
tokens, change the password or email address, list or end sessions, or delete
the account (403): those take the session cookie. An unknown, revoked or
expired token answers 401, a write with a \`read\` token 403.

**Errors** are \`{ "message": "...", "issues"?: [{ "path", "message" }] }\` with
the status: 400 invalid input, 401 not logged in or a bad token, 403 not allowed,
404 missing, 409 conflict, 413 body too large, 415 not JSON, 429 rate limited.

**Rate limits** per client address: login ${limitText('login')}, register
${limitText('register')}, verification emails ${limitText('verificationEmail')}, posting ideas,
comments, flags and claims ${limitText('post')}, status changes by admins (also per
account) ${limitText('moderate')}, password reset emails ${limitText('passwordForgot')}, opening
emailed links ${limitText('emailedLink')}, changes that check the password (also per
account) ${limitText('passwordCheck')}, other account changes ${limitText('accountWrite')}, following and notification
settings ${limitText('notificationWrite')}.
Writes with an access token also count per token, and every token write counts in
a limit of ${limitText('tokenWrite')} per token and per address.

**Posting** ideas and comments needs a verified email address (403 until the
link of the verification email is opened). A new account posts at most 5 ideas
and 30 comments in its first 24 hours (the server's \`NEW_ACCOUNT_*\` settings;
429 beyond, with a message saying so); admins are exempt.

**Limits:** idea texts ${LIMITS.ideaTextMax} characters, ${LIMITS.citationsPerIdea} citations,
comments ${LIMITS.commentMax} characters, ${LIMITS.tokensPerUser} access tokens per account.`;

/** The OpenAPI 3.1 document of every REST path, built from the contracts' zod schemas. */
export function buildOpenApiDocument(options: DocumentOptions): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of OPERATIONS) {
    (paths[op.path] ??= {})[op.method] = operationObject(op, options);
  }
  return {
    openapi: '3.1.1',
    info: {
      title: `${MESSAGES.app.name} API`,
      version: '1.0.0',
      description: DESCRIPTION,
      license: { name: 'MIT', identifier: 'MIT' },
    },
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    tags: [
      {
        name: 'Account',
        description:
          'Registering, logging in, resetting a password, the signed-in user and their settings.',
      },
      { name: 'Users', description: 'Researchers’ public profiles.' },
      { name: 'Ideas', description: 'Reading and posting ideas.' },
      { name: 'Comments', description: 'Discussion under an idea, and its moderation.' },
      { name: 'Claims', description: 'Who is pursuing an idea, and what came of it.' },
      { name: 'Favorites', description: 'The signed-in user’s favorite ideas.' },
      { name: 'Ratings', description: 'Impact and Feasibility ratings.' },
      {
        name: 'Notifications',
        description: 'Following researchers, fields and ideas; notifications and their emails.',
      },
      { name: 'Access tokens', description: 'Personal access tokens for scripts.' },
      {
        name: 'Moderation',
        description: 'The admins’ queue of flagged comments and the log of every status change.',
      },
      { name: 'Reference', description: 'This description and page.' },
    ],
    paths,
    components: {
      schemas: componentSchemas(),
      securitySchemes: {
        sessionCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: 'The session cookie `POST /api/login` and `POST /api/register` set.',
        },
        bearerToken: {
          type: 'http',
          scheme: 'bearer',
          description:
            'A personal access token (`tof_…`) from Settings → Account. Scope `read` for GET, `read write` for writes.',
        },
      },
    },
  };
}
