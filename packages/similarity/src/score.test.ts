import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { SEVEN_DAYS_MS, type SimilarityIdea } from './idea.js';
import { MAX_SCORE, score } from './score.js';
import { ACADEMIC_FIELDS } from '@thisoneforfree/contracts';
import { arbitraryIdea } from './testing/ideas.js';

const base: SimilarityIdea = {
  id: 1,
  title: '',
  challenge: '',
  approach: '',
  impact: '',
  fields: [],
  createdAt: '2024-01-01T00:00:00Z',
};
const farApart = { createdAt: '2020-01-01T00:00:00Z' };

describe('score', () => {
  test('weighs the title Jaccard index by 3', () => {
    // {quantum, error, correction} and {quantum, error, mitigation}: 2 shared of 4 words.
    const result = score(
      { ...base, title: 'Quantum error correction' },
      { ...base, id: 2, ...farApart, title: 'quantum ERROR mitigation' },
    );
    expect(result.parts.title).toBe(1.5);
    expect(result.total).toBe(1.5);
  });

  test('weighs the challenge Jaccard index by 2', () => {
    // {cells, divide, fast} and {cells, grow, slowly, fast}: 2 shared of 5 words.
    const result = score(
      { ...base, challenge: 'Cells divide fast.' },
      { ...base, id: 2, ...farApart, challenge: 'cells grow slowly, fast' },
    );
    expect(result.parts.challenge).toBeCloseTo((2 * 2) / 5, 15);
    expect(result.total).toBe(result.parts.challenge);
  });

  test('weighs the approach Jaccard index by 1.5', () => {
    // {survey, teachers} and {survey, students, and, teachers, online}: 2 shared of 5.
    const result = score(
      { ...base, approach: 'Survey teachers' },
      { ...base, id: 2, ...farApart, approach: 'survey students and teachers online' },
    );
    expect(result.parts.approach).toBeCloseTo((1.5 * 2) / 5, 15);
  });

  test('weighs the impact Jaccard index by 1', () => {
    // {cheaper, energy} and {energy}: 1 shared of 2 words.
    const result = score(
      { ...base, impact: 'Cheaper energy' },
      { ...base, id: 2, ...farApart, impact: 'ENERGY' },
    );
    expect(result.parts.impact).toBe(0.5);
    expect(result.total).toBe(0.5);
  });

  test('ignores words of two characters or fewer when comparing texts', () => {
    const result = score(
      { ...base, title: 'AI in ML', challenge: 'AI on 3D' },
      { ...base, id: 2, ...farApart, title: 'AI in ML', challenge: 'AI on 3D' },
    );
    expect(result.parts.title).toBe(0);
    expect(result.parts.challenge).toBe(0);
  });

  test('gives 0.5 per shared academic field, whatever the case or spacing', () => {
    const result = score(
      { ...base, fields: ['Physics', 'Computer Science', 'Biology'] },
      { ...base, id: 2, ...farApart, fields: ['computer science ', 'Physics', 'History'] },
    );
    expect(result.parts.fields).toBe(1);
    expect(result.sharedFields).toEqual(['Physics', 'Computer Science']);
  });

  test('gives 0.5 to ideas created exactly 7 x 24 hours apart', () => {
    const a = { ...base, createdAt: new Date('2024-03-01T12:00:00Z') };
    const b = {
      ...base,
      id: 2,
      createdAt: new Date(Date.parse('2024-03-01T12:00:00Z') + SEVEN_DAYS_MS),
    };
    expect(score(a, b).parts.createdAt).toBe(0.5);
    expect(score(b, a).parts.createdAt).toBe(0.5);
  });

  test('gives nothing to ideas created one millisecond more than 7 days apart', () => {
    const a = { ...base, createdAt: '2024-03-01T12:00:00.000Z' };
    const b = { ...base, id: 2, createdAt: '2024-03-08T12:00:00.001Z' };
    expect(score(a, b).parts.createdAt).toBe(0);
    expect(score(b, a).parts.createdAt).toBe(0);
  });

  test('reads ISO strings and Dates alike', () => {
    const a = { ...base, createdAt: '2024-03-01T00:00:00+02:00' };
    const b = { ...base, id: 2, createdAt: new Date('2024-03-07T22:00:00Z') };
    expect(score(a, b).parts.createdAt).toBe(0.5);
  });

  test('rejects an invalid creation date', () => {
    expect(() => score({ ...base, createdAt: 'yesterday' }, base)).toThrow(TypeError);
  });

  test('counts two empty sections as nothing in common', () => {
    expect(score(base, { ...base, id: 2, ...farApart }).total).toBe(0);
  });

  test('adds up to 15 for two identical ideas with all 14 fields', () => {
    const idea: SimilarityIdea = {
      ...base,
      title: 'A title',
      challenge: 'The challenge',
      approach: 'The approach',
      impact: 'The impact',
      fields: ACADEMIC_FIELDS,
    };
    const result = score(idea, { ...idea, id: 2 });
    expect(result.parts).toEqual({
      title: 3,
      challenge: 2,
      approach: 1.5,
      impact: 1,
      fields: 7,
      createdAt: 0.5,
    });
    expect(result.total).toBe(MAX_SCORE);
  });

  test('is symmetric', () => {
    fc.assert(
      fc.property(arbitraryIdea(1), arbitraryIdea(2), (a, b) => {
        expect(score(a, b).total).toBe(score(b, a).total);
      }),
    );
  });

  test('stays within 0 and 15', () => {
    fc.assert(
      fc.property(arbitraryIdea(1), arbitraryIdea(2), (a, b) => {
        const { total } = score(a, b);
        expect(total).toBeGreaterThanOrEqual(0);
        expect(total).toBeLessThanOrEqual(MAX_SCORE);
      }),
    );
  });
});
