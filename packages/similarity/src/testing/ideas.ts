// Test helpers (not exported by the package): random ideas over a small
// vocabulary, so that random corpora share words, tie often and straddle the
// 7-day edge.
import { ACADEMIC_FIELDS } from '@thisoneforfree/contracts';
import fc from 'fast-check';
import type { SimilarityIdea } from '../idea.js';

const WORDS = [
  'the',
  'and',
  'cell',
  'Cells',
  'quantum',
  'Schrödinger',
  'CO2',
  'model',
  'of',
  'AI',
  'data',
];
const DAY = 24 * 60 * 60 * 1000;
const START = Date.UTC(2024, 0, 1);

const text = fc
  .array(fc.constantFrom(...WORDS), { maxLength: 6 })
  .chain((words) =>
    fc.constantFrom(' ', ', ', '-', '. ').map((separator) => words.join(separator)),
  );

/** Creation instants on whole days, plus one just past the 7-day edge. */
const createdAt = fc
  .oneof(
    fc.integer({ min: 0, max: 20 }).map((days) => START + days * DAY),
    fc.constant(START + 7 * DAY + 1),
  )
  .map((ms) => new Date(ms));

export function arbitraryIdea(id: number): fc.Arbitrary<SimilarityIdea> {
  return fc.record({
    id: fc.constant(id),
    title: text,
    challenge: text,
    approach: text,
    impact: text,
    fields: fc.subarray(ACADEMIC_FIELDS.slice(0, 5)),
    createdAt,
  });
}

/** 0 to `max` ideas with ids 1, 2, 3... */
export function arbitraryCorpus(max: number): fc.Arbitrary<SimilarityIdea[]> {
  return fc
    .integer({ min: 0, max })
    .chain((count) => fc.tuple(...Array.from({ length: count }, (_, i) => arbitraryIdea(i + 1))));
}
