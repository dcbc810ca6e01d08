import { PassThrough, Readable } from 'node:stream';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { User } from '@thisoneforfree/contracts';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { type App, buildApp } from '../src/app.js';
import { createServices, type ServiceOverrides } from '../src/create-services.js';
import { type AppConfig, loadConfig } from '../src/env.js';
import { SESSION_COOKIE } from '../src/plugins/session.js';
import { silentLogger } from '../src/runtime/logger.js';
import { readLinkTokens } from './outbox.js';
import {
  createOpenApiChecker,
  type OpenApiChecker,
  type OpenApiDocument,
} from './openapi-check.js';
import { responseShapeMismatches } from './response-shape-check.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export const ORIGIN = 'http://localhost:3000';

export interface TestContext {
  app: App;
  dir: string;
  config: AppConfig;
}

/**
 * The app over its own services (from the composition root, logging nothing
 * unless `overrides.log` says otherwise); closing the app closes them too.
 */
export async function startApp(
  config: AppConfig,
  overrides: Partial<ServiceOverrides> = {},
): Promise<App> {
  const services = await createServices(config, { log: silentLogger(), ...overrides });
  try {
    const app = await buildApp(services);
    app.addHook('onClose', () => services.close());
    return app;
  } catch (error) {
    await services.close();
    throw error;
  }
}

/**
 * One app on a fresh temporary SQLite file per test file (or a fresh
 * PostgreSQL database when TEST_DATABASE_URL is set: createTestDatabase).
 * Every response is checked for secrets (a password hash, a session token or
 * id, a verification token or its hash, an access token), against its
 * contracts shape (response-shape-check.ts) and, on the REST paths, against
 * the OpenAPI document the app serves (openapi-check.ts).
 */
export function useTestApp(
  env: Record<string, string> = {},
  overrides: Partial<ServiceOverrides> = {},
): TestContext {
  const context = {} as TestContext;
  const leaks: string[] = [];
  const mismatches: string[] = [];
  let database: TestDatabase | undefined;

  beforeAll(async () => {
    context.dir = mkdtempSync(join(tmpdir(), 'tof-test-'));
    database = await createTestDatabase(context.dir);
    context.config = loadConfig({
      DATABASE_URL: database.url,
      MAIL_OUTBOX_DIR: join(context.dir, 'outbox'),
      APP_ORIGIN: ORIGIN,
      SEED_DEMO: '0',
      RATE_LIMIT: '0',
      WEB_DIST_DIR: join(context.dir, 'no-web-build'),
      ...env,
    });
    context.app = await startApp(context.config, overrides);
    // Set once the app has served its own description (the first inject readies the app).
    let openApiMismatches: OpenApiChecker = () => [];
    context.app.addHook('onSend', async (request, reply, payload) => {
      const secrets = await knownSecrets(context);
      const check = (text: string) => {
        for (const secret of secrets) {
          if (text.includes(secret))
            leaks.push(`${request.method} ${request.url} leaked ${secret.slice(0, 12)}…`);
        }
        if (text.includes('$argon2'))
          leaks.push(`${request.method} ${request.url} leaked a password hash`);
        mismatches.push(...responseShapeMismatches(request, reply, text));
        mismatches.push(...openApiMismatches(request, reply, text));
      };
      if (typeof payload === 'string') check(payload);
      // A streamed answer (GET /api/ideas) is read as it passes, and checked once whole.
      else if (payload instanceof Readable && !reply.getHeader('content-encoding')) {
        const chunks: Buffer[] = [];
        const passed = new PassThrough();
        payload.on('data', (chunk: Buffer) => chunks.push(Buffer.from(chunk)));
        payload.on('end', () => check(Buffer.concat(chunks).toString('utf8')));
        return payload.pipe(passed);
      }
      return payload;
    });
    const described = await context.app.inject({ url: '/api/openapi.json' });
    openApiMismatches = createOpenApiChecker(described.json<OpenApiDocument>());
  });

  afterEach(() => {
    expect(leaks, 'responses must never contain secrets').toEqual([]);
    expect(
      mismatches.splice(0),
      'responses must have the contracts shapes and match openapi.json',
    ).toEqual([]);
  });

  afterAll(async () => {
    await context.app?.close();
    await database?.drop();
    rmSync(context.dir, { recursive: true, force: true });
  });

  return context;
}

const issuedTokens = new Set<string>();

async function knownSecrets(context: TestContext): Promise<string[]> {
  const { db } = context.app.services;
  const [sessions, verifications, resets, emailChanges, accessTokens] = await Promise.all([
    db.selectFrom('sessions').select('id').execute(),
    db.selectFrom('email_verifications').select('token_hash').execute(),
    db.selectFrom('password_resets').select('token_hash').execute(),
    db.selectFrom('email_changes').select('token_hash').execute(),
    db.selectFrom('personal_access_tokens').select('token_hash').execute(),
  ]);
  return [
    ...issuedTokens,
    ...accessTokens.map((t) => t.token_hash),
    ...readLinkTokens(context),
    ...sessions.map((s) => s.id),
    ...[...verifications, ...resets, ...emailChanges].map((v) => v.token_hash),
  ];
}

export interface Call {
  method?: InjectOptions['method'];
  url: string;
  payload?: unknown;
  cookie?: string | undefined;
  headers?: Record<string, string>;
}

export async function call(
  context: TestContext,
  { method = 'GET', url, payload, cookie, headers = {} }: Call,
) {
  const response = await context.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    headers: { ...(cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {}), ...headers },
  });
  const token = sessionTokenFrom(response);
  if (token) issuedTokens.add(token);
  return response;
}

export function sessionTokenFrom(response: LightMyRequestResponse): string | undefined {
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
  return cookie?.value ? cookie.value : undefined;
}

let userSequence = 0;

export interface TestUser {
  user: User;
  cookie: string;
  password: string;
}

/** How old the accounts `createUser` makes are: past the new-account limits (issue 13). */
export const SETTLED_ACCOUNT_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Registers a user through the API (so the real path is exercised) and
 * returns its session. The address is then marked verified, as posting
 * needs, unless `verified: false` (tests of verification itself, and of
 * what an unverified account may do). The account is then dated a month
 * back, so the new-account limits (5 ideas, 30 comments in the first day)
 * do not count its posts, unless `newAccount: true` (tests of those limits).
 */
export async function createUser(
  context: TestContext,
  overrides: Partial<{
    username: string;
    email: string;
    password: string;
    name: string;
    institution: string;
    orcidId: string;
    verified: boolean;
    newAccount: boolean;
  }> = {},
): Promise<TestUser> {
  userSequence += 1;
  const unique = `${process.pid}${userSequence}`;
  const { verified = true, newAccount = false, ...fields } = overrides;
  const password = fields.password ?? 'correct horse battery';
  const response = await call(context, {
    method: 'POST',
    url: '/api/register',
    payload: {
      username: `researcher${unique}`,
      email: `researcher${unique}@example.org`,
      name: 'Ada Lovelace',
      institution: 'University of London',
      orcidId: '',
      ...fields,
      password,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  const cookie = sessionTokenFrom(response);
  if (!cookie) throw new Error('register did not set a session cookie');
  const user = response.json<User>();
  if (!newAccount) {
    // On the services' clock: some test files set it to a date of their own.
    const now = context.app.services.clock.now().getTime();
    const createdAt = new Date(now - SETTLED_ACCOUNT_AGE_MS).toISOString();
    await context.app.services.db
      .updateTable('users')
      .set({ created_at: createdAt })
      .where('id', '=', user.id)
      .execute();
  }
  if (!verified) return { user, cookie, password };
  await context.app.services.db
    .updateTable('users')
    .set({ email_verified: 1 })
    .where('id', '=', user.id)
    .execute();
  return { user: { ...user, emailVerified: 1 }, cookie, password };
}

export async function createAdmin(context: TestContext): Promise<TestUser> {
  const admin = await createUser(context);
  await context.app.services.db
    .updateTable('users')
    .set({ is_admin: 1 })
    .where('id', '=', admin.user.id)
    .execute();
  return { ...admin, user: { ...admin.user, isAdmin: 1 as const } };
}
