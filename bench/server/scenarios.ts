import { writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { between, mulberry32, pickOne, type Random } from '../data/random.js';
import { ADJECTIVES, NOUNS } from '../data/vocabulary.js';
import { BROWSER_HEADERS, describe, load, type LoadResult, type RequestSpec } from './load.js';
import { mb, RssSampler } from './memory.js';
import { type RunningProcess, type ServerProcess, startBareFastify } from './process.js';
import {
  browse,
  countIdeas,
  ideaBodies,
  ideaById,
  login,
  mixedRequests,
  SEARCH_TERMS,
  similar,
} from './requests.js';

/**
 * The measurements, one function each, against a running server. Each
 * returns rows for the summary table: what, the issue's target, the figure.
 */

export interface Row {
  what: string;
  target: string;
  measured: string;
  detail?: string;
}

export interface Context {
  server: ServerProcess;
  ideas: number;
  users: number;
  /** Seconds per load run. */
  seconds: number;
  /** Scratch directory of this run. */
  dir: string;
  log: (line: string) => void;
}

const f = (value: number, digits = 2) => value.toFixed(digits);

/** RSS after start, then after `seconds` of the mixed load at 10 connections. */
export async function mixedLoad(ctx: Context, seconds: number): Promise<Row[]> {
  const { server } = ctx;
  const before = server.memory()!;
  const cookie = await login(server.origin, 2);
  const sampler = new RssSampler(server.pid, 250).start();
  const result = await load({
    origin: server.origin,
    connections: 10,
    duration: seconds,
    headers: BROWSER_HEADERS,
    next: mixedRequests(mulberry32(7), ctx.ideas, ctx.users, cookie),
  });
  const peak = sampler.stop();
  const after = server.memory()!;
  ctx.log(
    `mixed load ${seconds} s: ${describe(result)}; RSS ${mb(before.rss)} -> ${mb(after.rss)}, peak ${mb(peak)}`,
  );
  return [
    { what: 'server RSS after start', target: '<= 200 MB', measured: mb(before.rss) },
    {
      what: `server RSS after ${seconds} s of mixed load (10 connections)`,
      target: '<= 200 MB',
      measured: mb(after.rss),
      detail: `peak ${mb(peak)} during; load ${describe(result)}`,
    },
  ];
}

/** `calls` simultaneous GET /api/ideas read to the end, sampling the server's RSS meanwhile. */
async function streamAll(server: RunningProcess, calls: number, acceptEncoding: string) {
  const sampler = new RssSampler(server.pid, 25).start();
  const started = performance.now();
  const results = await Promise.all(
    Array.from(
      { length: calls },
      () =>
        new Promise<{ bytes: number; encoding: string }>((resolve, reject) => {
          const req = request(
            `${server.origin}/api/ideas`,
            { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
            (response) => {
              let bytes = 0;
              response.on('data', (chunk: Buffer) => (bytes += chunk.length));
              response.on('end', () =>
                resolve({
                  bytes,
                  encoding: String(response.headers['content-encoding'] ?? 'identity'),
                }),
              );
              response.on('error', reject);
            },
          );
          req.on('error', reject);
          req.end();
        }),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  return { peak: sampler.stop(), samples: sampler.samples, seconds, first: results[0]! };
}

/**
 * GET /api/ideas five times at once while sampling the server's RSS: as
 * browsers ask (accepting br, so the server compresses the stream), then
 * without compression.
 */
export async function ideaStream(ctx: Context, calls = 5): Promise<Row[]> {
  const rows: Row[] = [];
  for (const [label, encoding] of [
    ['accepting br/gzip', BROWSER_HEADERS['accept-encoding']],
    ['uncompressed', ''],
  ] as const) {
    const before = ctx.server.memory()!;
    const run = await streamAll(ctx.server, calls, encoding);
    rows.push({
      what: `GET /api/ideas, ${calls} concurrent calls ${label}: server peak RSS`,
      target: '< 300 MB (streamed)',
      measured: mb(run.peak),
      detail:
        `RSS before ${mb(before.rss)}; ${f(run.seconds, 1)} s for all; each ${mb(run.first.bytes)} ` +
        `${run.first.encoding}; ${run.samples} RSS samples`,
    });
  }
  return rows;
}

/**
 * The same kind of load (`connections`, ctx.seconds, `next`) on a bare Fastify
 * of bare-fastify.ts (no plugins, logging or compression) answering from
 * `source`: a body of the server's, written to a file, or the server's
 * database. What the host (and the database) give any server this minute.
 */
async function loadBare(
  ctx: Context,
  source: { body: string } | { databaseUrl: string },
  connections: number,
  next: () => RequestSpec,
): Promise<LoadResult> {
  let bare: RunningProcess;
  if ('body' in source) {
    const bodyFile = join(ctx.dir, 'bare-body.json');
    writeFileSync(bodyFile, source.body);
    bare = await startBareFastify({ bodyFile });
  } else bare = await startBareFastify(source);
  try {
    return await load({ origin: bare.origin, connections, duration: ctx.seconds, next });
  } finally {
    await bare.stop();
  }
}

/** GET /api/ideas/{id} req/s at 50 connections, against a bare Fastify answering the same body. */
export async function ideaReadVsBare(ctx: Context): Promise<Row[]> {
  const { server } = ctx;
  const id = Math.ceil(ctx.ideas / 2);
  const body = await (await fetch(`${server.origin}/api/ideas/${id}`)).text();
  const run = (origin: string, next: () => { path: string }) =>
    load({ origin, connections: 50, duration: ctx.seconds, next });

  const real = await run(server.origin, () => ideaById(id));
  const baseline = await loadBare(ctx, { body }, 50, () => ideaById(1));
  const random = mulberry32(11);
  const anyIdea = await run(server.origin, () => ideaById(between(random, 1, ctx.ideas)));
  ctx.log(
    `idea ${id} (${body.length} bytes): server ${describe(real)}; bare ${describe(baseline)}`,
  );
  return [
    {
      what: 'GET /api/ideas/{id} vs bare Fastify, 50 connections: ratio',
      target: '>= 0.40',
      measured: f(real.perSecond / baseline.perSecond),
      detail: `server ${f(real.perSecond, 0)} req/s, bare ${f(baseline.perSecond, 0)} req/s (idea ${id}, ${body.length} B); random ids: ${f(anyIdea.perSecond, 0)} req/s, p95 ${f(anyIdea.p95)} ms`,
    },
  ];
}

/** One browser-like connection asking `next()` for `seconds` (the user-facing c=1 runs). */
function oneVisitor(
  ctx: Context,
  next: () => RequestSpec,
  seconds = ctx.seconds,
): Promise<LoadResult> {
  return load({
    origin: ctx.server.origin,
    connections: 1,
    duration: seconds,
    headers: BROWSER_HEADERS,
    next,
  });
}

/** Browse with a search term (the first page, newest first) at concurrency 1 and 10. */
export async function browseSearch(ctx: Context, label = ''): Promise<Row[]> {
  const rows: Row[] = [];
  for (const [connections, target] of [
    [1, '<= 15 ms'],
    [10, '<= 60 ms'],
  ] as const) {
    const random = mulberry32(connections);
    const result = await load({
      origin: ctx.server.origin,
      connections,
      duration: ctx.seconds,
      headers: BROWSER_HEADERS,
      next: () => browse({ search: pickOne(random, SEARCH_TERMS) }),
    });
    rows.push({
      what: `browse with a search term${label}, p95 at c=${connections}`,
      target,
      measured: `${f(result.p95)} ms`,
      detail: describe(result),
    });
  }
  // The runs above repeat ten terms, whose matches the server keeps after the
  // first request (SQLite: decision record 0012). A search nobody asked before
  // reads the trigram index: an adjective and a noun of the generator's text,
  // never the same pair twice.
  const asked = new Set<string>();
  const pairs = mulberry32(11);
  const firstTime = await oneVisitor(ctx, () => {
    let search: string;
    do search = `${pickOne(pairs, ADJECTIVES)} ${pickOne(pairs, NOUNS)}`;
    while (asked.has(search) && asked.size < ADJECTIVES.length * NOUNS.length);
    asked.add(search);
    return browse({ search });
  });
  rows.push({
    what: `browse with a search term asked for the first time${label}, p95 at c=1`,
    target: '(no target)',
    measured: `${f(firstTime.p95)} ms`,
    detail: describe(firstTime),
  });
  // The worst case: a term in nearly every idea, so every match is sorted.
  const common = await oneVisitor(
    ctx,
    () => browse({ search: 'the' }),
    Math.max(2, Math.ceil(ctx.seconds / 2)),
  );
  rows.push({
    what: `browse searching "the" (matches every idea)${label}, p95 at c=1`,
    target: '(no target)',
    measured: `${f(common.p95)} ms`,
    detail: describe(common),
  });
  // Best match, the web's sort while searching: ranks every match before the page.
  const shortRun = Math.max(2, Math.ceil(ctx.seconds / 2));
  for (const [what, next] of [
    [
      'browse by Best match with a search term',
      (random: Random) => browse({ search: pickOne(random, SEARCH_TERMS), sort: 'best-match' }),
    ],
    ['browse by Best match searching "the"', () => browse({ search: 'the', sort: 'best-match' })],
    [
      'the match count (ideas.count) of a search term',
      (random: Random) => countIdeas({ search: pickOne(random, SEARCH_TERMS) }),
    ],
    ['the match count of "the"', () => countIdeas({ search: 'the' })],
  ] as const) {
    const random = mulberry32(7);
    const result = await oneVisitor(ctx, () => next(random), shortRun);
    rows.push({
      what: `${what}${label}, p95 at c=1`,
      target: '(no target)',
      measured: `${f(result.p95)} ms`,
      detail: describe(result),
    });
  }
  return rows;
}

/**
 * ideas.similar for random ideas at concurrency 1, and beside it two floors
 * measured the same way right after, on bare Fastify servers (no plugins,
 * tRPC, logging or compression): one answering such a list from memory (how
 * fast this host is this minute: on the same kind of machine it has varied
 * two- to threefold between days, bench/README.md, 2026-11-29, "the neighbour
 * list's order"), and one answering each idea's list from the same database
 * through the server's own query (the host with the database's round trip:
 * what is left to the server's own layers is the difference).
 */
export async function similarIdeas(ctx: Context, label = ''): Promise<Row[]> {
  const random = mulberry32(5);
  const result = await oneVisitor(ctx, () => similar(between(random, 1, ctx.ideas)));
  const body = await (
    await fetch(`${ctx.server.origin}${similar(Math.ceil(ctx.ideas / 2)).path}`)
  ).text();
  const floor = await loadBare(ctx, { body }, 1, () => ideaById(1));
  // Other ids than the server's run asked, so the floor does not find the pages that run just read.
  const other = mulberry32(6);
  const withDatabase = await loadBare(ctx, { databaseUrl: ctx.server.databaseUrl }, 1, () =>
    ideaById(between(other, 1, ctx.ideas)),
  );
  return [
    {
      what: `ideas.similar${label}, p95 at c=1`,
      target: label.includes('PostgreSQL') ? '< 2 ms' : '(target is on PostgreSQL)',
      measured: `${f(result.p95)} ms`,
      detail: describe(result),
    },
    {
      what: `  the host's floor: bare Fastify, one such answer, p95 at c=1`,
      target: '(no target)',
      measured: `${f(floor.p95)} ms`,
      detail: describe(floor),
    },
    {
      what: `  the host's floor with the query: bare Fastify + the same SQL, p95 at c=1`,
      target: '(no target)',
      measured: `${f(withDatabase.p95)} ms`,
      detail: describe(withDatabase),
    },
  ];
}

/** POST /api/ideas as a signed-in user at concurrency 1 and 10 (rate limits off). */
export async function createIdeas(ctx: Context, label = ''): Promise<Row[]> {
  const { server } = ctx;
  const cookie = await login(server.origin, 1);
  const bodies = ideaBodies(500, 99, ctx.ideas);
  let next = 0;
  const rows: Row[] = [];
  for (const connections of [1, 10]) {
    const result = await load({
      origin: server.origin,
      connections,
      duration: ctx.seconds,
      headers: { ...BROWSER_HEADERS, cookie },
      next: () => ({ method: 'POST', path: '/api/ideas', body: bodies[next++ % bodies.length]! }),
    });
    rows.push({
      what: `POST /api/ideas${label}, p95 at c=${connections}`,
      target: connections === 1 ? '<= 10 ms' : '(no target)',
      measured: `${f(result.p95)} ms`,
      detail: describe(result),
    });
  }
  return rows;
}

/** One response's headers, for the compression and caching check. */
async function headersOf(origin: string, path: string) {
  return new Promise<{
    status: number;
    type: string;
    encoding: string;
    cache: string;
    bytes: number;
  }>((resolve, reject) => {
    const req = request(
      `${origin}${path}`,
      { headers: { 'accept-encoding': 'br, gzip, deflate' } },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            type: String(response.headers['content-type'] ?? '').split(';')[0]!,
            encoding: String(response.headers['content-encoding'] ?? 'none'),
            cache: String(response.headers['cache-control'] ?? 'none'),
            bytes,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/**
 * Compression of text responses and caching of hashed assets: the headers of
 * the page, its scripts and styles, and the API's JSON, asked as a browser
 * asks (accepting br and gzip). The list of ideas is skipped here: it is
 * checked by the stream measurement.
 */
export async function compressionHeaders(ctx: Context): Promise<Row[]> {
  const { origin } = ctx.server;
  const html = await (await fetch(`${origin}/`)).text();
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]!);
  const id = Math.ceil(ctx.ideas / 2);
  const paths = [
    '/',
    '/idea/1',
    ...assets,
    `/api/ideas/${id}`,
    `/api/ideas/${id}/comments`,
    '/api/users',
    '/api/users/1/ideas',
    `/trpc/ideas.browse?input=${encodeURIComponent('{}')}`,
    `/trpc/ideas.similar?input=${encodeURIComponent(JSON.stringify({ id }))}`,
  ];
  const lines: string[] = [];
  let text = 0;
  let small = 0;
  let compressed = 0;
  let hashed = 0;
  let immutable = 0;
  for (const path of paths) {
    const answer = await headersOf(origin, path);
    const isText = /^(text\/|application\/(json|javascript))/.test(answer.type);
    // Answers under 1 KB go out as they are (@fastify/compress's threshold): not worth it.
    if (isText && answer.encoding === 'none' && answer.bytes < 1024) small += 1;
    else if (isText) text += 1;
    if (isText && answer.encoding !== 'none') compressed += 1;
    if (path.startsWith('/assets/')) {
      hashed += 1;
      if (answer.cache.includes('immutable')) immutable += 1;
    }
    // The hashed assets are many: the first two are shown, the rest counted below.
    if (!path.startsWith('/assets/') || hashed <= 2)
      lines.push(
        `${answer.status} ${path.length > 60 ? `${path.slice(0, 57)}...` : path} | ${answer.type} | ${answer.encoding} | ${answer.bytes} B sent | ${answer.cache}`,
      );
  }
  ctx.log(
    `headers (status path | type | content-encoding | bytes | cache-control):\n    ${lines.join('\n    ')}`,
  );
  return [
    {
      what: 'text responses of 1 KB or more compressed (br/gzip)',
      target: 'every text response',
      measured: `${compressed} of ${text}`,
      detail: `${small} smaller text answers sent as they are (@fastify/compress threshold: 1 KB); GET /api/ideas: see the stream rows`,
    },
    {
      what: 'hashed assets cached immutably',
      target: 'every hashed asset',
      measured: `${immutable} of ${hashed}`,
    },
  ];
}
