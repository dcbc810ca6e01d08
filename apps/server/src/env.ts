import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * The server's whole configuration, read from the environment once. Nothing
 * else reads process.env, so tests pass a config object instead.
 */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().min(1).default('data/app.db'),
  MAIL_OUTBOX_DIR: z.string().min(1).default('data/outbox'),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('This One for Free <no-reply@thisoneforfree.local>'),
  APP_ORIGIN: z.string().url().optional(),
  SEED_DEMO: z.enum(['0', '1']).default('1'),
  FEEDBACK_URL: z.string().url().default('https://forms.gle/thisoneforfree-feedback'),
  WEB_DIST_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `0` disables rate limits (end-to-end tests register many users quickly). */
  RATE_LIMIT: z.enum(['0', '1']).default('1'),
  /**
   * Whose X-Forwarded-* headers to believe: unset or `0` nobody (clients could
   * spoof their address past the rate limits), `1` any proxy, a number of proxy
   * hops, or comma-separated proxy addresses / CIDR ranges.
   */
  /** URLs per sitemap file before /sitemap.xml becomes an index of files (sitemaps.org's limit). */
  SITEMAP_URLS_PER_FILE: z.coerce.number().int().min(2).max(50_000).default(50_000),
  /** How many server processes `npm run start:cluster` runs (cluster.ts); the CPU count by default. */
  CLUSTER_WORKERS: z.coerce.number().int().min(1).max(256).optional(),
  /** Readers whose flags, awaiting review, make a comment `flagged` (hidden from readers). */
  FLAG_THRESHOLD: z.coerce.number().int().min(1).max(1000).default(3),
  /**
   * What a new account may post in its first NEW_ACCOUNT_WINDOW_HOURS (0
   * turns the limits off); admins are exempt.
   */
  NEW_ACCOUNT_IDEAS_PER_DAY: z.coerce.number().int().min(0).max(100_000).default(5),
  NEW_ACCOUNT_COMMENTS_PER_DAY: z.coerce.number().int().min(0).max(100_000).default(30),
  NEW_ACCOUNT_WINDOW_HOURS: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 365)
    .default(24),
  /** The hour (UTC, 0-23) the daily notification digest goes out. */
  DIGEST_HOUR_UTC: z.coerce.number().int().min(0).max(23).default(7),
  TRUST_PROXY: z
    .string()
    .regex(/^[\w.:/,\s-]*$/, 'expected 0, 1, a number of hops or proxy addresses')
    .default('0'),
});

/** Fastify's trustProxy option from TRUST_PROXY. */
function trustProxyOption(value: string): TrustProxy {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed === '0' || trimmed === 'false') return false;
  if (trimmed === '1' || trimmed === 'true') return true;
  if (/^\d+$/.test(trimmed)) {
    // Trust that many hops in front of the server (proxy-addr's hop index starts at 0).
    const hops = Number(trimmed);
    return (_address: string, hop: number) => hop < hops;
  }
  return trimmed;
}

/** What Fastify's trustProxy takes: nobody, everybody, addresses, or a test per hop. */
export type TrustProxy = boolean | string | ((address: string, hop: number) => boolean);

export interface AppConfig {
  port: number;
  host: string;
  databaseUrl: string;
  mailOutboxDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The site's public origin, e.g. https://thisoneforfree.org: links in emails and the Origin check. */
  appOrigin: string;
  seedDemo: boolean;
  feedbackUrl: string;
  webDistDir: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  rateLimit: boolean;
  /** Fastify's trustProxy: false unless the site runs behind a proxy it names. */
  trustProxy: TrustProxy;
  /** Worker processes of `npm run start:cluster`. */
  clusterWorkers: number;
  /** URLs per sitemap file; past it /sitemap.xml is an index of /sitemap-N.xml files. */
  sitemapUrlsPerFile: number;
  /** Distinct readers' flags awaiting review that make a comment `flagged`. */
  flagThreshold: number;
  /** What an account may post while it is new; admins are exempt. */
  newAccountLimits: NewAccountLimits;
  /** When the daily notification digest goes out: this hour, UTC. */
  digestHourUtc: number;
}

/** The allowance of a new account (issue 13), counted from the database. */
export interface NewAccountLimits {
  ideas: number;
  comments: number;
  /** How long an account counts as new, in hours; 0 turns the limits off. */
  windowHours: number;
}

export const defaultWebDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    mailOutboxDir: e.MAIL_OUTBOX_DIR,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    appOrigin: (e.APP_ORIGIN ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    seedDemo: e.SEED_DEMO === '1',
    feedbackUrl: e.FEEDBACK_URL,
    webDistDir: e.WEB_DIST_DIR ?? defaultWebDistDir,
    logLevel: e.LOG_LEVEL,
    rateLimit: e.RATE_LIMIT === '1',
    trustProxy: trustProxyOption(e.TRUST_PROXY),
    clusterWorkers: e.CLUSTER_WORKERS ?? availableParallelism(),
    sitemapUrlsPerFile: e.SITEMAP_URLS_PER_FILE,
    flagThreshold: e.FLAG_THRESHOLD,
    newAccountLimits: {
      ideas: e.NEW_ACCOUNT_IDEAS_PER_DAY,
      comments: e.NEW_ACCOUNT_COMMENTS_PER_DAY,
      windowHours: e.NEW_ACCOUNT_WINDOW_HOURS,
    },
    digestHourUtc: e.DIGEST_HOUR_UTC,
  };
}
