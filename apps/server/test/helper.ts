import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { User } from '@thisoneforfree/contracts';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { type App, buildApp } from '../src/app.js';
import { type AppConfig, loadConfig } from '../src/env.js';
import { SESSION_COOKIE } from '../src/plugins/session.js';

export const ORIGIN = 'http://localhost:3000';

export interface TestContext {
  app: App;
  dir: string;
  config: AppConfig;
}

/**
 * One app on a fresh temporary SQLite file per test file (or on PostgreSQL
 * when TEST_DATABASE_URL is set). Every response is checked for secrets: a
 * password hash, a session token or id, a verification token or its hash.
 */
export function useTestApp(env: Record<string, string> = {}): TestContext {
  const context = {} as TestContext;
  const leaks: string[] = [];

  beforeAll(async () => {
    context.dir = mkdtempSync(join(tmpdir(), 'tof-test-'));
    context.config = loadConfig({
      DATABASE_URL: process.env.TEST_DATABASE_URL ?? join(context.dir, 'app.db'),
      MAIL_OUTBOX_DIR: join(context.dir, 'outbox'),
      APP_ORIGIN: ORIGIN,
      SEED_DEMO: '0',
      RATE_LIMIT: '0',
      WEB_DIST_DIR: join(context.dir, 'no-web-build'),
      ...env,
    });
    context.app = await buildApp({ config: context.config, logger: false });
    context.app.addHook('onSend', async (request, _reply, payload) => {
      if (typeof payload !== 'string') return payload;
      const secrets = await knownSecrets(context);
      for (const secret of secrets) {
        if (payload.includes(secret))
          leaks.push(`${request.method} ${request.url} leaked ${secret.slice(0, 12)}…`);
      }
      if (payload.includes('$argon2'))
        leaks.push(`${request.method} ${request.url} leaked a password hash`);
      return payload;
    });
  });

  afterEach(() => {
    expect(leaks, 'responses must never contain secrets').toEqual([]);
  });

  afterAll(async () => {
    await context.app?.close();
    rmSync(context.dir, { recursive: true, force: true });
  });

  return context;
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
  return { ...admin, user: { ...admin.user, isAdmin: true } };
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
