import type { Idea, SimilarIdeaCard } from '@thisoneforfree/contracts';
import {
  COMMON_WORDS,
  rankSimilar,
  SECTIONS,
  tokenize,
  type SimilarityIdea,
} from '@thisoneforfree/similarity';
import { beforeAll, describe, expect, test } from 'vitest';
import { createIdea, trpcCallOn } from '../factories.js';
import { call, createUser, type TestUser, useTestApp } from '../helper.js';

// The hint on the submit page: stored ideas most like a draft, by SPEC §5's
// score, only those sharing a word with it beyond the most common ones.

const ctx = useTestApp();
const trpc = trpcCallOn(ctx);
const URL = '/api/ideas/similar-to-draft';
let author: TestUser;
let ideas: Idea[];

const TEXTS = [
  ['Coral reef heat maps', 'Reefs bleach when seas warm and nobody maps where first'],
  ['Drifting reef sensors', 'Cheap drifting sensors could log reef water heat every hour'],
  ['Soil carbon ledgers', 'Farmers cannot prove how much carbon their soil keeps'],
  ['Language of market rumours', 'Rumours move markets before any filing does'],
  ['Ocean heat archives', 'Old ship logs hold ocean heat readings nobody has digitised'],
  ['Protein folding games', 'Players fold proteins faster than some algorithms do'],
] as const;

/** What the answer must be: the stored ideas sharing an uncommon word with the draft, ranked by the package's brute force. */
function expected(draft: { title?: string; challenge?: string; fields?: string[] }, excluded = 0) {
  const subject: SimilarityIdea = {
    id: 0,
    title: draft.title ?? '',
    challenge: draft.challenge ?? '',
    approach: '',
    impact: '',
    fields: draft.fields ?? [],
    createdAt: new Date(),
  };
  // Sharing a word of one section that is not among the cards' common words ("the", "and", ...).
  const sharing = ideas.filter(
    (idea) =>
      idea.id !== excluded &&
      SECTIONS.some((section) => {
        const own = new Set(tokenize(subject[section]));
        return tokenize(idea[section]).some(
          (word) => own.has(word) && !COMMON_WORDS.includes(word),
        );
      }),
  );
  return rankSimilar(subject, sharing, 3).map(({ id, score }) => ({ id, score }));
}

beforeAll(async () => {
  author = await createUser(ctx);
  ideas = [];
  for (const [i, [title, challenge]] of TEXTS.entries()) {
    ideas.push(
      await createIdea(ctx, author, {
        title,
        challenge,
        fields: [i % 2 === 0 ? 'Biology' : 'Economics'],
        createdAt: new Date(Date.UTC(2024, 0, 1 + i)).toISOString(),
      }),
    );
  }
  // The hint reads the cards the similar-ideas jobs write, right after each create.
  await ctx.app.services.similarIdeas.settled();
});

describe('POST /api/ideas/similar-to-draft', () => {
  test('answers the stored ideas most like the draft, best first, as brute force ranks them', async () => {
    const draft = {
      title: 'Reef heat sensors',
      challenge: 'Nobody maps where reefs warm first',
      fields: ['Biology'],
    };
    const response = await call(ctx, {
      method: 'POST',
      url: URL,
      payload: draft,
      cookie: author.cookie,
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<SimilarIdeaCard[]>();
    expect(answer.map(({ id, score }) => ({ id, score }))).toEqual(expected(draft));
    expect(answer).toHaveLength(3);
    expect(answer[0]!.title).toBe('Coral reef heat maps');
  });

  test('leaves out ideas that share no word but "the" or "and", however close their field and date', async () => {
    const draft = {
      title: 'The glacier and its acoustics',
      challenge: 'Ice and the sound of it',
      fields: ['Biology', 'Economics'],
    };
    const response = await call(ctx, {
      method: 'POST',
      url: URL,
      payload: draft,
      cookie: author.cookie,
    });
    expect(response.json()).toEqual([]);
  });

  test('an empty draft answers nothing; the idea being edited is left out', async () => {
    const empty = await call(ctx, { method: 'POST', url: URL, payload: {}, cookie: author.cookie });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual([]);

    const first = ideas[0]!;
    const draft = { title: first.title, challenge: first.challenge, ideaId: first.id };
    const editing = await call(ctx, {
      method: 'POST',
      url: URL,
      payload: draft,
      cookie: author.cookie,
    });
    const ids = editing.json<SimilarIdeaCard[]>().map((card) => card.id);
    expect(ids).not.toContain(first.id);
    expect(editing.json<SimilarIdeaCard[]>().map(({ id, score }) => ({ id, score }))).toEqual(
      expected(draft, first.id),
    );
  });

  test('visitors get 401; bad input gets 400 with the readable message', async () => {
    const visitor = await call(ctx, { method: 'POST', url: URL, payload: { title: 'Reef' } });
    expect(visitor.statusCode).toBe(401);

    const tooLong = await call(ctx, {
      method: 'POST',
      url: URL,
      payload: { challenge: 'x'.repeat(513) },
      cookie: author.cookie,
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain('Must be at most 512 characters');

    const field = await call(ctx, {
      method: 'POST',
      url: URL,
      payload: { title: 'Reef', fields: ['Alchemy'] },
      cookie: author.cookie,
    });
    expect(field.statusCode).toBe(400);
    expect(field.body).toContain('Unknown academic field');
  });
});

describe('tRPC ideas.similarToDraft', () => {
  test('gives the REST answer; visitors are UNAUTHORIZED', async () => {
    const draft = { title: 'Ocean heat logs', challenge: 'Ship logs and reef heat' };
    const rest = await call(ctx, {
      method: 'POST',
      url: URL,
      payload: draft,
      cookie: author.cookie,
    });
    const result = await trpc<SimilarIdeaCard[]>('ideas.similarToDraft', draft, 'mutation', author);
    expect(result.data).toEqual(rest.json());
    expect(result.data!.map(({ id, score }) => ({ id, score }))).toEqual(expected(draft));

    const visitor = await trpc('ideas.similarToDraft', draft, 'mutation');
    expect(visitor.status).toBe(401);
  });
});
