import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { decodeCitationBytes, parseCitations } from '../src/index.js';

const dir = join(import.meta.dirname, 'fixtures');
const inputs = readdirSync(dir).filter((name) => !name.endsWith('.json'));

interface Expected {
  format: string;
  citations: { year: number | 'current' }[];
  /** How many warnings the reader gives. */
  warnings: number;
}

describe('each fixture file reads as its expected records', () => {
  test.each(inputs)('%s', (name) => {
    const expected = JSON.parse(
      readFileSync(join(dir, name.replace(/\.[a-z]+$/, '.json')), 'utf8'),
    ) as Expected;
    const thisYear = new Date().getFullYear();
    const result = parseCitations(decodeCitationBytes(readFileSync(join(dir, name))), {
      filename: name,
    });
    expect(result.format).toBe(expected.format);
    expect(result.citations).toEqual(
      expected.citations.map((citation) => ({
        ...citation,
        year: citation.year === 'current' ? thisYear : citation.year,
      })),
    );
    expect(result.warnings).toHaveLength(expected.warnings);
  });

  test('the format is found from the text even when the file name says otherwise', () => {
    const text = readFileSync(join(dir, 'ris with old tag variants.ris'), 'utf8');
    expect(parseCitations(text, { filename: 'export.bib' }).format).toBe('ris');
  });
});
