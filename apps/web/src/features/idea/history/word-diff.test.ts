import { describe, expect, test } from 'vitest';
import { changed, compareVersions, listDiff, wordDiff, type ComparedVersion } from './word-diff';

describe('wordDiff', () => {
  test('marks the words removed and added, keeping the shared ones whole', () => {
    expect(wordDiff('Map soil moisture cheaply', 'Map soil salinity cheaply')).toEqual([
      { kind: 'same', text: 'Map soil ' },
      { kind: 'removed', text: 'moisture' },
      { kind: 'added', text: 'salinity' },
      { kind: 'same', text: ' cheaply' },
    ]);
  });

  test('equal texts are one unchanged part; whole words change, not letters', () => {
    expect(wordDiff('Same text.', 'Same text.')).toEqual([{ kind: 'same', text: 'Same text.' }]);
    expect(changed(wordDiff('Same text.', 'Same text.'))).toBe(false);
    const parts = wordDiff('colour sensors', 'color sensors');
    expect(parts.filter((part) => part.kind !== 'same').map((part) => part.text)).toEqual([
      'colour',
      'color',
    ]);
  });

  test('line breaks of the source are kept', () => {
    const text = wordDiff('First line.\nSecond line.', 'First line.\nSecond part.')
      .filter((part) => part.kind !== 'removed')
      .map((part) => part.text)
      .join('');
    expect(text).toBe('First line.\nSecond part.');
  });
});

describe('listDiff and compareVersions', () => {
  test('lists compare item by item', () => {
    expect(listDiff(['Physics', 'Biology'], ['Biology', 'Medicine'])).toEqual([
      { kind: 'removed', text: 'Physics' },
      { kind: 'same', text: 'Biology' },
      { kind: 'added', text: 'Medicine' },
    ]);
  });

  test('every section is compared; citations read as lines, cited ideas by title', () => {
    const before: ComparedVersion = {
      title: 'Old title',
      challenge: 'Same challenge.',
      approach: 'Same approach.',
      impact: 'Same impact.',
      fields: ['Physics'],
      citations: [{ type: 'internal', internalId: 4 }],
      linkedIdeas: [{ id: 4, title: 'Open irrigation data', description: '', withdrawnAt: null }],
    };
    const after: ComparedVersion = {
      ...before,
      title: 'New title',
      citations: [
        {
          type: 'external',
          externalData: { authors: 'Doe, J.', title: 'Soil physics', year: 2019 },
        },
      ],
    };
    const result = compareVersions(before, after);
    expect(changed(result.title)).toBe(true);
    expect(changed(result.challenge)).toBe(false);
    expect(changed(result.fields)).toBe(false);
    expect(result.citations).toEqual([
      { kind: 'removed', text: 'Idea: Open irrigation data' },
      { kind: 'added', text: 'Doe, J. (2019). Soil physics.' },
    ]);
  });
});
