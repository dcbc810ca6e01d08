import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { SimilarityIdea } from './idea.js';
import { buildSimilarityIndexInParallel } from './parallel-build.js';
import { buildPartitioned, runInThisThread } from './partitioned-build.js';
import { rankSimilar } from './rank.js';
import {
  buildSimilarityIndex,
  createSimilarityIndex,
  type SimilarityIndex,
  type SimilarityIndexOptions,
} from './similarity-index.js';
import { arbitraryCorpus, arbitraryIdea } from './testing/ideas.js';

const idea = (id: number, title: string, createdAt = '2024-01-01T00:00:00Z'): SimilarityIdea => ({
  id,
  title,
  challenge: '',
  approach: '',
  impact: '',
  fields: [],
  createdAt,
});

/** Every idea's answer equals a brute-force scan of `ideas`. */
function expectSameAsBruteForce(index: SimilarityIndex, ideas: readonly SimilarityIdea[]): void {
  expect(index.size).toBe(ideas.length);
  for (const one of ideas) {
    for (let k = 0; k <= index.k; k += 1) {
      expect(index.topK(one.id, k)).toEqual(rankSimilar(one, ideas, k));
    }
  }
}

describe('similarity index', () => {
  test('answers the most similar ideas, best first, without the idea itself', () => {
    const index = buildSimilarityIndex([
      idea(1, 'quantum error correction codes', '2020-01-01T00:00:00Z'),
      idea(2, 'quantum error correction', '2021-01-01T00:00:00Z'),
      idea(3, 'quantum error', '2022-01-01T00:00:00Z'),
      idea(4, 'bird migration', '2023-01-01T00:00:00Z'),
    ]);
    expect(index.topK(1, 3)).toEqual([
      { id: 2, score: 3 * (3 / 4) },
      { id: 3, score: 3 * (2 / 4) },
      { id: 4, score: 0 },
    ]);
    expect(index.topK(1, 1)).toEqual([{ id: 2, score: 2.25 }]);
  });

  test('breaks ties by the newer idea first, then the lower id', () => {
    const index = createSimilarityIndex();
    index.add(idea(10, 'graphene', '2020-01-01T00:00:00Z'));
    index.add(idea(7, 'graphene', '2020-06-01T00:00:00Z'));
    index.add(idea(5, 'graphene', '2020-06-01T00:00:00Z'));
    index.add(idea(3, 'graphene', '2020-03-01T00:00:00Z'));
    expect(index.topK(10).map((match) => match.id)).toEqual([5, 7, 3]);
  });

  test('has no similar ideas for an unknown id, or with a single idea', () => {
    const index = createSimilarityIndex();
    expect(index.topK(1)).toEqual([]);
    index.add(idea(1, 'alone'));
    expect(index.topK(1)).toEqual([]);
  });

  test('refuses a k above the one it keeps', () => {
    expect(() => createSimilarityIndex({ k: 3 }).topK(1, 4)).toThrow(RangeError);
  });

  test('refuses a depth below k and an id that is not an integer', () => {
    expect(() => createSimilarityIndex({ k: 3, depth: 2 })).toThrow(RangeError);
    expect(() => createSimilarityIndex().add(idea(1.5, 'x'))).toThrow(TypeError);
  });

  test('says which ideas have a new top k after an add and a remove', () => {
    const index = buildSimilarityIndex(
      [
        idea(1, 'solar cells'),
        idea(2, 'solar panels'),
        idea(3, 'bird song'),
        idea(4, 'bird flight'),
      ],
      { k: 1, depth: 1 },
    );
    // 1 now matches 5 best; 2 keeps 1 (the same score as 5, and the lower id).
    expect(index.add(idea(5, 'solar cells')).sort()).toEqual([1, 5]);
    expect(index.remove(5).sort()).toEqual([1]);
    expect(index.remove(99)).toEqual([]);
  });

  test('replaces an idea added again with the same id', () => {
    const index = buildSimilarityIndex([
      idea(1, 'solar cells'),
      idea(2, 'solar cells'),
      idea(3, 'bird song'),
    ]);
    index.add(idea(2, 'bird song'));
    expect(index.size).toBe(3);
    expect(index.topK(3)[0]).toEqual({ id: 2, score: 3.5 });
  });

  test('rescans an idea whose kept matches have all been removed', () => {
    const ideas = [1, 2, 3, 4, 5, 6].map((id) => idea(id, id <= 3 ? 'solar cells' : 'solar'));
    const index = buildSimilarityIndex(ideas, { k: 1, depth: 2 });
    index.remove(2);
    index.remove(3);
    expectSameAsBruteForce(
      index,
      ideas.filter((one) => one.id !== 2 && one.id !== 3),
    );
  });

  test('equals a brute-force scan of random corpora built in bulk', () => {
    fc.assert(
      fc.property(arbitraryCorpus(25), fc.constantFrom(0, 32, 256), (ideas, commonWords) => {
        expectSameAsBruteForce(buildSimilarityIndex(ideas, { commonWords }), ideas);
      }),
      { numRuns: 150 },
    );
  });

  test('equals a brute-force scan after adds and removes interleaved', () => {
    type Step = { add: SimilarityIdea } | { remove: number };
    const step: fc.Arbitrary<Step> = fc.oneof(
      {
        weight: 3,
        arbitrary: fc
          .integer({ min: 1, max: 30 })
          .chain((id) => arbitraryIdea(id))
          .map((add) => ({ add })),
      },
      { weight: 2, arbitrary: fc.integer({ min: 1, max: 30 }).map((remove) => ({ remove })) },
    );
    const options: fc.Arbitrary<SimilarityIndexOptions> = fc
      .record({
        k: fc.integer({ min: 1, max: 4 }),
        extra: fc.integer({ min: 0, max: 3 }),
        commonWords: fc.constantFrom(0, 32),
      })
      .map(({ k, extra, commonWords }) => ({ k, depth: k + extra, commonWords }));

    fc.assert(
      fc.property(
        arbitraryCorpus(12),
        fc.array(step, { maxLength: 40 }),
        options,
        (initial, steps, opts) => {
          const index = buildSimilarityIndex(initial, opts);
          const current = new Map(initial.map((one) => [one.id, one]));
          for (const next of steps) {
            if ('add' in next) {
              index.add(next.add);
              current.set(next.add.id, next.add);
            } else {
              index.remove(next.remove);
              current.delete(next.remove);
            }
          }
          expectSameAsBruteForce(index, [...current.values()]);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('partitioned bulk build', () => {
  test('equals a brute-force scan, whatever the number of parts', async () => {
    await fc.assert(
      fc.asyncProperty(
        arbitraryCorpus(25),
        fc.integer({ min: 1, max: 4 }),
        fc.constantFrom(0, 32),
        async (ideas, parts, commonWords) => {
          const index = await buildPartitioned(ideas, { commonWords }, parts, runInThisThread);
          expectSameAsBruteForce(index, ideas);
          // It keeps working as an ordinary index afterwards.
          index.remove(1);
          const rest = ideas.filter((one) => one.id !== 1);
          expectSameAsBruteForce(index, rest);
        },
      ),
      { numRuns: 100 },
    );
  });

  test('builds in this thread when asked for one thread', async () => {
    const ideas = [idea(1, 'solar cells'), idea(2, 'solar cells'), idea(3, 'bird song')];
    const index = await buildSimilarityIndexInParallel(ideas, { threads: 1 });
    expectSameAsBruteForce(index, ideas);
  });
});
