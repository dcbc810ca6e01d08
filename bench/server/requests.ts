import {
  ACADEMIC_FIELDS,
  type BrowseFilter,
  type BrowseInput,
  SORT_OPTIONS,
} from '@thisoneforfree/contracts';
import { BENCH_PASSWORD, benchUsername } from '../data/generate.js';
import { between, mulberry32, pickOne, type Random } from '../data/random.js';
import { TextGenerator } from '../data/text.js';
import type { RequestSpec } from './load.js';

/**
 * The requests the benchmarks send, as the web app sends them: REST at SPEC
 * §7's paths, and tRPC queries (`GET /trpc/<procedure>?input=<JSON>`, no
 * transformer) for what only tRPC offers: browse and similar ideas.
 */

/** Search texts typed into the browse box: topic words of several fields, of varied frequency. */
export const SEARCH_TERMS = [
  'quantum',
  'climate change',
  'protein',
  'inequality',
  'memory',
  'neural networks',
  'soil',
  'trade',
  'poetry',
  'vaccines',
] as const;

export function trpcQuery(procedure: string, input: unknown): RequestSpec {
  return { path: `/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}` };
}

export const browse = (input: BrowseInput): RequestSpec => trpcQuery('ideas.browse', input);
export const countIdeas = (filter: BrowseFilter): RequestSpec => trpcQuery('ideas.count', filter);
export const similar = (id: number): RequestSpec => trpcQuery('ideas.similar', { id });
export const ideaById = (id: number): RequestSpec => ({ path: `/api/ideas/${id}` });

/** Logs in as `user<id>` and returns the Cookie header value. */
export async function login(origin: string, userId = 1): Promise<string> {
  const response = await fetch(`${origin}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: benchUsername(userId), password: BENCH_PASSWORD }),
  });
  await response.arrayBuffer();
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('tof_session='));
  if (response.status !== 200 || !cookie) throw new Error(`Login failed: ${response.status}`);
  return cookie.split(';')[0]!;
}

/** New ideas to POST, like the submit form's (fields, sometimes a citation). */
export function ideaBodies(count: number, seed: number, maxId: number): string[] {
  const random = mulberry32(seed);
  const text = new TextGenerator(random);
  return Array.from({ length: count }, () => {
    const fields = text.fields();
    const citations =
      random() < 0.25 ? [{ type: 'internal', internalId: between(random, 1, maxId) }] : [];
    return JSON.stringify({ ...text.idea(fields), fields, citations });
  });
}

/** A browse the way people browse: mostly the first page, sometimes filtered, sorted or searched. */
export function anyBrowse(random: Random): RequestSpec {
  const input: BrowseInput = {};
  if (random() < 0.3) input.search = pickOne(random, SEARCH_TERMS);
  if (random() < 0.25) input.fields = [pickOne(random, ACADEMIC_FIELDS)];
  if (random() < 0.2) input.impact = [between(random, 3, 6), 10];
  if (random() < 0.1) input.from = '2026-01-01';
  if (random() < 0.3) input.sort = pickOne(random, SORT_OPTIONS);
  return browse(input);
}

/**
 * The mixed load: what a crowd of visitors and a few signed-in users do on
 * the site, by weight. Writes (ratings, favorites, comments) are a few
 * percent, by the signed-in user whose cookie is given.
 */
export function mixedRequests(random: Random, ideas: number, users: number, cookie: string) {
  const idea = () => between(random, 1, ideas);
  const signedIn = { cookie };
  const choices: [number, () => RequestSpec][] = [
    [30, () => anyBrowse(random)],
    [15, () => ideaById(idea())],
    [15, () => trpcQuery('ideas.byId', { id: idea() })],
    [12, () => similar(idea())],
    [10, () => ({ path: `/api/ideas/${idea()}/comments` })],
    [5, () => ({ path: `/api/users/${between(random, 1, users)}` })],
    [4, () => ({ path: `/api/users/${between(random, 1, users)}/ideas` })],
    [3, () => ({ path: '/api/favorites', headers: signedIn })],
    [
      3,
      () => ({
        method: 'POST',
        path: `/api/ideas/${idea()}/rate`,
        body: JSON.stringify({
          relevance: between(random, 1, 10),
          difficulty: between(random, 1, 10),
        }),
        headers: signedIn,
      }),
    ],
    [
      2,
      () => ({
        method: 'POST',
        path: `/api/favorites/${random() < 0.6 ? 'add' : 'remove'}/${idea()}`,
        headers: signedIn,
      }),
    ],
    [
      1,
      () => ({
        method: 'POST',
        path: `/api/ideas/${idea()}/comments`,
        body: JSON.stringify({
          content: 'A thought on this: have you tried a smaller pilot first?',
        }),
        headers: signedIn,
      }),
    ],
  ];
  const total = choices.reduce((sum, [weight]) => sum + weight, 0);
  return (): RequestSpec => {
    let roll = random() * total;
    for (const [weight, make] of choices) {
      roll -= weight;
      if (roll < 0) return make();
    }
    return choices[0]![1]();
  };
}
