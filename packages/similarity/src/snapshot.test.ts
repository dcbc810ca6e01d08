import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { fingerprint } from './fingerprint.js';
import type { SimilarityIdea } from './idea.js';
import { rankSimilar } from './rank.js';
import {
  buildSimilarityIndex,
  type SerializedSimilarityIndex,
  type SimilarityIndex,
} from './similarity-index.js';
import { restoreSimilarityIndex } from './snapshot.js';
import { arbitraryCorpus, arbitraryIdea } from './testing/ideas.js';

function answers(index: SimilarityIndex, ideas: readonly SimilarityIdea[]): unknown[] {
  return ideas.map((one) => index.topK(one.id));
}

const viaJson = (snapshot: SerializedSimilarityIndex): SerializedSimilarityIndex =>
  JSON.parse(JSON.stringify(snapshot)) as SerializedSimilarityIndex;

describe('serialised index', () => {
  test('restores to the same answers after a JSON round trip', () => {
    fc.assert(
      fc.property(arbitraryCorpus(20), (ideas) => {
        const index = buildSimilarityIndex(ideas);
        const restored = restoreSimilarityIndex(viaJson(index.serialize()), ideas);
        expect(answers(restored, ideas)).toEqual(answers(index, ideas));
        expect(restored.serialize()).toEqual(index.serialize());
      }),
      { numRuns: 100 },
    );
  });

  test('catches up with ideas added, changed and deleted since the snapshot', () => {
    fc.assert(
      fc.property(
        arbitraryCorpus(15),
        fc.array(
          fc.integer({ min: 1, max: 20 }).chain((id) => arbitraryIdea(id)),
          { maxLength: 6 },
        ),
        fc.array(fc.integer({ min: 1, max: 20 }), { maxLength: 6 }),
        (ideas, upserts, deletions) => {
          const snapshot = viaJson(buildSimilarityIndex(ideas).serialize());
          const now = new Map(ideas.map((one) => [one.id, one]));
          for (const one of upserts) now.set(one.id, one);
          for (const id of deletions) now.delete(id);
          const current = [...now.values()];

          const restored = restoreSimilarityIndex(snapshot, current);
          for (const one of current)
            expect(restored.topK(one.id)).toEqual(rankSimilar(one, current, 3));
          expect(restored.size).toBe(current.length);
        },
      ),
      { numRuns: 100 },
    );
  });

  test('restores from only the top 3 ids of each idea, as a table would keep them', () => {
    fc.assert(
      fc.property(arbitraryCorpus(20), (ideas) => {
        const index = buildSimilarityIndex(ideas);
        const table = ideas.map((one) => ({
          id: one.id,
          fingerprint: fingerprint(one),
          neighbours: index.topK(one.id, 3).map((match) => match.id),
        }));
        const snapshot: SerializedSimilarityIndex = {
          format: 'thisoneforfree-similarity',
          version: 1,
          k: 3,
          depth: 3,
          ideas: table,
        };
        const restored = restoreSimilarityIndex(snapshot, ideas);
        expect(answers(restored, ideas)).toEqual(answers(index, ideas));
        // Removals keep working: lists run dry and are rescanned.
        for (const one of ideas.slice(0, 3)) restored.remove(one.id);
        const rest = ideas.slice(3);
        for (const one of rest) expect(restored.topK(one.id)).toEqual(rankSimilar(one, rest, 3));
      }),
      { numRuns: 100 },
    );
  });

  test('rescans a list that is out of rank order instead of trusting it', () => {
    const ideas: SimilarityIdea[] = ['solar cells', 'solar cells', 'solar power', 'bird song'].map(
      (title, i) => ({
        id: i + 1,
        title,
        challenge: '',
        approach: '',
        impact: '',
        fields: [],
        createdAt: '2024-01-01T00:00:00Z',
      }),
    );
    const snapshot = buildSimilarityIndex(ideas).serialize();
    const tampered = {
      ...snapshot,
      ideas: snapshot.ideas.map((entry) => ({
        ...entry,
        neighbours: [...entry.neighbours].reverse(),
      })),
    };
    const restored = restoreSimilarityIndex(tampered, ideas);
    for (const one of ideas) expect(restored.topK(one.id)).toEqual(rankSimilar(one, ideas, 3));
  });

  test('refuses something that is not a snapshot', () => {
    expect(() => restoreSimilarityIndex({} as SerializedSimilarityIndex, [])).toThrow(TypeError);
  });

  test('gives an unchanged fingerprint to an idea edited only in case and punctuation', () => {
    const one: SimilarityIdea = {
      id: 1,
      title: 'Solar cells',
      challenge: 'Cheap, clean power.',
      approach: '',
      impact: '',
      fields: ['Physics'],
      createdAt: '2024-01-01T00:00:00Z',
    };
    expect(fingerprint({ ...one, title: 'SOLAR-cells!' })).toBe(fingerprint(one));
    expect(fingerprint({ ...one, title: 'Solar panels' })).not.toBe(fingerprint(one));
  });
});
