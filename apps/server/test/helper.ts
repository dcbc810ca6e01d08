import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { User } from '@thisoneforfree/contracts';
import type {
  FastifyReply,
  FastifyRequest,
  InjectOptions,
  LightMyRequestResponse,
} from 'fastify';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { type App, buildApp } from '../src/app.js';
import { createServices, type ServiceOverrides } from '../src/create-services.js';
import { isPostgresUrl } from '../src/db/database.js';
import { type AppConfig, loadConfig } from '../src/env.js';
import { SESSION_COOKIE } from '../src/plugins/session.js';
import { silentLogger } from '../src/runtime/logger.js';
import { REST_ERROR_SHAPE, REST_SHAPES, shapeMismatch, TRPC_SHAPES } from './response-shapes.js';

export const ORIGIN = 'http://localhost:3000';

export interface TestContext {
  app: App;
  dir: string;
  config: AppConfig;
}

export interface TestDatabase {
  /** DATABASE_URL for an app: a SQLite file in `dir`, or a new PostgreSQL database. */
  url: string;
  /** Deletes the database; call it after every app using it has closed. */
  drop(): Promise<void>;
}

/**
 * A fresh, empty database for one test file (or one describe block): a
 * SQLite file in `dir`, or, when TEST_DATABASE_URL names a PostgreSQL server,
 * a new database there (`tof_test_<random>`), so test files running in
 * parallel never see each other's rows. TEST_DATABASE_URL must let its user
 * create databases (scripts/ensure-postgres.mjs makes such a server).
 */
export async function createTestDatabase(dir: string): Promise<TestDatabase> {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) return { url: join(dir, 'app.db'), drop: () => Promise.resolve() };
  if (!isPostgresUrl(server)) {
    throw new Error(`TEST_DATABASE_URL must be a postgres:// URL, not ${server}`);
  }
  const name = `tof_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(server, (client) => client.query(`create database ${name}`));
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withAdminClient(server, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      ),
  };
}

async function withAdminClient(
  url: string,
  run: (client: pg.Client) => Promise<unknown>,
): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
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
 * PostgreSQL database when TEST_DATABASE_URL is set: createTestDatabase). Every response is checked for secrets: a
 * password hash, a session token or id, a verification token or its hash.
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
    context.app.addHook('onSend', async (request, reply, payload) => {
      if (typeof payload !== 'string') return payload;
      const secrets = await knownSecrets(context);
      for (const secret of secrets) {
        if (payload.includes(secret))
          leaks.push(`${request.method} ${request.url} leaked ${secret.slice(0, 12)}…`);
      }
      if (payload.includes('$argon2'))
        leaks.push(`${request.method} ${request.url} leaked a password hash`);
      mismatches.push(...responseShapeMismatches(request, reply, payload));
      return payload;
    });
  });

  afterEach(() => {
    expect(leaks, 'responses must never contain secrets').toEqual([]);
    expect(mismatches.splice(0), 'responses must have the contracts shapes').toEqual([]);
  });

  afterAll(async () => {
    await context.app?.close();
    await database?.drop();
    rmSync(context.dir, { recursive: true, force: true });
  });

  return context;
}

/**
 * Checks a JSON answer against its contracts shape (test/response-shapes.ts):
 * REST answers by route and status, tRPC answers by procedure (batched or not).
 */
function responseShapeMismatches(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: string,
): string[] {
  if (!String(reply.getHeader('content-type') ?? '').includes('application/json')) return [];
  const body = JSON.parse(payload) as unknown;
  const path = request.url.split('?')[0] ?? '';
  if (path.startsWith('/trpc/')) {
    const procedures = path.slice('/trpc/'.length).split(',');
    const answers = (Array.isArray(body) ? body : [body]) as { result?: { data: unknown } }[];
    return answers.flatMap((answer, index) => {
      if (!answer.result) return [];
      const mismatch = shapeMismatch(TRPC_SHAPES, procedures[index] ?? '', answer.result.data);
      return mismatch ? [mismatch] : [];
    });
  }
  const route = `${request.method} ${request.routeOptions.url ?? path}`;
  const mismatch =
    reply.statusCode < 400
      ? shapeMismatch(REST_SHAPES, route, body)
      : shapeMismatch({ [route]: REST_ERROR_SHAPE }, route, body);
  return mismatch ? [mismatch] : [];
}

const issuedTokens = new Set<string>();

async function knownSecrets(context: TestContext): Promise<string[]> {
  const { db } = context.app.services;
  const [sessions, verifications] = await Promise.all([
    db.selectFrom('sessions').select('id').execute(),
    db.selectFrom('email_verifications').select('token_hash').execute(),
  ]);
  return [
    ...issuedTokens,
    ...readVerificationTokens(context),
    ...sessions.map((s) => s.id),
    ...verifications.map((v) => v.token_hash),
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

/** Registers a user through the API (so the real path is exercised) and returns its session. */
export async function createUser(
  context: TestContext,
  overrides: Partial<{
    username: string;
    email: string;
    password: string;
    name: string;
    institution: string;
    orcidId: string;
  }> = {},
): Promise<TestUser> {
  userSequence += 1;
  const unique = `${process.pid}${userSequence}`;
  const password = overrides.password ?? 'correct horse battery';
  const response = await call(context, {
    method: 'POST',
    url: '/api/register',
    payload: {
      username: `researcher${unique}`,
      email: `researcher${unique}@example.org`,
      name: 'Ada Lovelace',
      institution: 'University of London',
      orcidId: '',
      ...overrides,
      password,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  const cookie = sessionTokenFrom(response);
  if (!cookie) throw new Error('register did not set a session cookie');
  return { user: response.json<User>(), cookie, password };
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

export interface OutboxMessage {
  file: string;
  to: string;
  subject: string;
  raw: string;
  link: string | undefined;
}

export function readOutbox(context: TestContext): OutboxMessage[] {
  const dir = context.config.mailOutboxDir;
  let files: string[];
  try {
    files = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return files.map((file) => {
    const raw = decodeQuotedPrintable(readFileSync(join(dir, file), 'utf8'));
    return {
      file,
      raw,
      to: /^To: (.+)$/m.exec(raw)?.[1]?.trim() ?? '',
      subject: /^Subject: (.+)$/m.exec(raw)?.[1]?.trim() ?? '',
      link: /(https?:\/\/\S+\/verify-email\/[a-z2-7]+)/.exec(raw)?.[1],
    };
  });
}

/** nodemailer wraps long lines as quoted-printable; undo it to read links. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function readVerificationTokens(context: TestContext): string[] {
  return readOutbox(context).flatMap((message) =>
    message.link ? [message.link.split('/').pop() ?? ''] : [],
  );
}

export function lastLinkFor(context: TestContext, email: string): string {
  const message = readOutbox(context)
    .filter((m) => m.to.includes(email))
    .pop();
  if (!message?.link) throw new Error(`no verification email for ${email}`);
  return message.link;
}
