import type { BrowseInput } from '@thisoneforfree/contracts';
import { beforeAll } from 'vitest';
import { addFavorite } from '../../src/services/favorites.js';
import { rateIdea } from '../../src/services/ratings.js';
import { createIdea, trpcAs } from '../factories.js';
import { createUser, type TestContext } from '../helper.js';

/**
 * Six ideas with known dates, fields, ratings and favorites, made in the app
 * of `ctx` before the tests run; `id[n]` is the database id of idea n. Ideas
 * 4 and 5 share a creation instant, 1 and 4 the same average Impact, and the
 * unrated ones all average 0. `browse` calls ideas.browse as a visitor;
 * `numbers` gives the fixture numbers (1-6) of the ideas a browse returns.
 */
export function useSixIdeas(ctx: TestContext) {
  const id: Record<number, number> = {};

  beforeAll(async () => {
    const author = await createUser(ctx);
    const raters = await Promise.all([createUser(ctx), createUser(ctx), createUser(ctx)]);
    const fixtures = [
      {
        title: 'Quantum error correction for photonic chips',
        fields: ['Physics', 'Computer Science'],
        createdAt: '2024-01-10T08:00:00.000Z',
      },
      {
        title: 'Teaching the Schrödinger equation with toys',
        fields: ['Physics'],
        createdAt: '2024-01-10T23:59:59.999Z',
      },
      {
        title: 'Coral reef recovery after heatwaves',
        fields: ['Environmental Science', 'Biology'],
        createdAt: '2024-02-01T00:00:00.000Z',
      },
      {
        title: 'Measuring loneliness with phone sensors',
        fields: ['Psychology', 'Computer Science'],
        createdAt: '2024-03-15T12:00:00.000Z',
      },
      {
        title: 'Medieval trade routes from tax records',
        fields: ['History', 'Economics'],
        createdAt: '2024-03-15T12:00:00.000Z',
      },
      {
        title: 'Protein folding as a mobile game',
        fields: ['Biology', 'Chemistry'],
        createdAt: '2024-04-01T09:30:00.000Z',
      },
    ] as const;
    for (const [index, fixture] of fixtures.entries()) {
      const idea = await createIdea(ctx, author, {
        ...fixture,
        fields: [...fixture.fields],
        challenge: `The challenge of idea ${index + 1}.`,
        approach: 'A careful approach.',
        impact: 'A broad impact.',
      });
      id[index + 1] = idea.id;
    }
    const services = ctx.app.services;
    const [r1, r2, r3] = raters.map((rater) => rater.user.id) as [number, number, number];
    await rateIdea(services, r1, id[1]!, { relevance: 8, difficulty: 2 });
    await rateIdea(services, r2, id[1]!, { relevance: 6, difficulty: 4 });
    await rateIdea(services, r1, id[3]!, { relevance: 3, difficulty: 9 });
    await rateIdea(services, r1, id[4]!, { relevance: 10, difficulty: 5 });
    await rateIdea(services, r2, id[4]!, { relevance: 5, difficulty: 5 });
    await rateIdea(services, r3, id[4]!, { relevance: 6, difficulty: 5 });
    await addFavorite(services, r1, id[3]!);
    await addFavorite(services, r2, id[3]!);
    await addFavorite(services, r1, id[1]!);
    await addFavorite(services, r3, id[5]!);
  });

  async function browse(input: BrowseInput = {}, context: TestContext = ctx) {
    return (await trpcAs(context)).ideas.browse(input);
  }

  /** The fixture numbers (1-6) of the ideas a browse returns, in order. */
  async function numbers(input: BrowseInput = {}): Promise<number[]> {
    const page = await browse({ limit: 60, ...input });
    const byId = new Map(Object.entries(id).map(([n, ideaId]) => [ideaId, Number(n)]));
    return page.items.map((item) => byId.get(item.id) ?? -1);
  }

  return { id, browse, numbers };
}
