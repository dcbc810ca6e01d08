import { ACADEMIC_FIELDS } from '@thisoneforfree/contracts';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  CARD_BYTES,
  clearCard,
  ideaCard,
  readCard,
  scanCards,
  writeCard,
  type IdeaCard,
} from './cards.js';
import type { SimilarityIdea } from './idea.js';
import { rankSimilar } from './rank.js';
import { TopList } from './ranking.js';
import { score } from './score.js';
import { arbitraryCorpus } from './testing/ideas.js';

/** Scores `subject` against `others` the way the server does: cards in blocks of 3, rare words counted per slot. */
function scanAll(subject: SimilarityIdea, others: readonly SimilarityIdea[]) {
  const cards = others.map((idea) => ideaCard(idea, ACADEMIC_FIELDS));
  const blocks = [];
  for (let first = 0; first < cards.length; first += 3) {
    const bytes = new Uint8Array(3 * CARD_BYTES);
    cards.slice(first, first + 3).forEach((card, i) => writeCard(bytes, i, card));
    blocks.push({ firstSlot: first, cards: bytes });
  }
  const x = ideaCard(subject, ACADEMIC_FIELDS);
  const rareShared = new Int32Array(cards.length * 4);
  cards.forEach((card, slot) => {
    for (let s = 0; s < 4; s += 1) {
      const mine = new Set(x.rare[s]);
      rareShared[slot * 4 + s] = card.rare[s]!.filter((word) => mine.has(word)).length;
    }
  });
  const scores = new Map<number, number>();
  const top = new TopList(3);
  scanCards(x, blocks, rareShared, (_slot, id, createdMs, value) => {
    scores.set(id, value);
    top.offer({ id, createdMs, score: value });
  });
  return { scores, top: top.entries.map(({ id, score }) => ({ id, score })) };
}

describe('cards', () => {
  test('score every idea exactly as score() does, and rank like the brute force', () => {
    fc.assert(
      fc.property(arbitraryCorpus(12), (ideas) => {
        for (const subject of ideas) {
          const { scores, top } = scanAll(subject, ideas);
          expect(scores.has(subject.id)).toBe(false);
          for (const other of ideas) {
            if (other.id !== subject.id) {
              expect(scores.get(other.id)).toBe(score(subject, other).total);
            }
          }
          expect(top).toEqual(rankSimilar(subject, ideas, 3));
        }
      }),
      { numRuns: 150 },
    );
  });

  test('split common words into bits and the rest into sorted rare words', () => {
    const card = ideaCard(
      {
        id: 7,
        title: 'The zebra and the Aardvark, with AI',
        challenge: '',
        approach: 'for',
        impact: 'x',
        fields: [' physics ', 'Biology'],
        createdAt: '2024-01-01T00:00:00Z',
      },
      ACADEMIC_FIELDS,
    );
    expect(card.sizes).toEqual([5, 0, 1, 0]);
    expect(card.rare).toEqual([['aardvark', 'zebra'], [], [], []]);
    expect(card.common[0]).not.toBe(0);
    expect(card.common[1]).toBe(0);
    expect(card.createdMs).toBe(Date.UTC(2024, 0, 1));
  });

  test('round-trip through a block, and an emptied slot reads as empty', () => {
    const card: Omit<IdeaCard, 'rare'> = {
      id: 4_000_000_000,
      createdMs: 1_700_000_000_123,
      fieldMask: 0b1010,
      sizes: [1, 2, 3, 4],
      common: [0xffffffff, 0, 1, 0x80000000],
    };
    const block = new Uint8Array(2 * CARD_BYTES);
    writeCard(block, 1, card);
    expect(readCard(block, 0)).toBeNull();
    expect(readCard(block, 1)).toEqual(card);
    clearCard(block, 1);
    expect(readCard(block, 1)).toBeNull();
  });

  test('refuse a field outside the given order', () => {
    expect(() =>
      ideaCard(
        {
          id: 1,
          title: '',
          challenge: '',
          approach: '',
          impact: '',
          fields: ['Astrology'],
          createdAt: new Date(0),
        },
        ACADEMIC_FIELDS,
      ),
    ).toThrow(/unknown academic field/);
  });
});
