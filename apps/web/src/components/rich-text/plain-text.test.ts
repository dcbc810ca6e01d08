import { describe, expect, test } from 'vitest';
import { plainText } from './plain-text';

describe('plainText (idea cards)', () => {
  test('drops emphasis, code and link markup and keeps the words', () => {
    expect(plainText('A **bold** and *quiet* idea with `code`')).toBe(
      'A bold and quiet idea with code',
    );
    expect(plainText('See [the paper](https://example.org/p) and ![a plot](x.png).')).toBe(
      'See the paper and a plot.',
    );
    expect(plainText('## Heading\n> quoted')).toBe('Heading\nquoted');
  });

  test('keeps math as its source, markup characters included', () => {
    expect(plainText('Energy $E = m*c^2$ and $$\\sum_{i} x_i * y_i$$ **here**')).toBe(
      'Energy $E = m*c^2$ and $$\\sum_{i} x_i * y_i$$ here',
    );
  });

  test('leaves snake_case, lone stars and plain text alone', () => {
    expect(plainText('use snake_case_names and 2 * 3 * 4')).toBe(
      'use snake_case_names and 2 * 3 * 4',
    );
    expect(plainText('Costs 5 dollars')).toBe('Costs 5 dollars');
    expect(plainText('\\*not emphasis\\*')).toBe('*not emphasis*');
  });
});
