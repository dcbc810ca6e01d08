import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { excerptAround, HighlightedText } from './HighlightedText';

describe('HighlightedText', () => {
  test('marks every match as written, ignoring case and accents', () => {
    const { container } = render(
      <p>
        <HighlightedText text="Schrödinger meets SCHRODINGER" search="schrodinger" />
      </p>,
    );
    expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'Schrödinger',
      'SCHRODINGER',
    ]);
    expect(container.textContent).toBe('Schrödinger meets SCHRODINGER');
  });

  test('shows markup in the text as text, never as HTML', () => {
    const { container } = render(
      <p>
        <HighlightedText text={'<img src=x onerror="alert(1)"> algae'} search="algae" />
      </p>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('algae').tagName).toBe('MARK');
    expect(container.textContent).toBe('<img src=x onerror="alert(1)"> algae');
  });

  test('without a search, or without a match, the text is plain', () => {
    const { container } = render(
      <p>
        <HighlightedText text="Plain text" search="" />
        <HighlightedText text="Plain text" search="zzz" />
      </p>,
    );
    expect(container.querySelector('mark')).toBeNull();
  });
});

describe('excerptAround', () => {
  const long = `${'Words before the match go on and on. '.repeat(5)}Then algae appear.`;

  test('starts shortly before a match the clamp would hide, at a word', () => {
    const excerpt = excerptAround(long, 'algae');
    expect(excerpt.startsWith('…')).toBe(true);
    expect(excerpt.endsWith('Then algae appear.')).toBe(true);
    expect(excerpt.indexOf('algae')).toBeLessThan(60);
    expect(long).toContain(excerpt.slice(1));
    expect(excerpt[1]).not.toBe(' ');
  });

  test('keeps the text whole when the match is near its start, or absent', () => {
    expect(excerptAround('Algae first, then words.', 'algae')).toBe('Algae first, then words.');
    expect(excerptAround(long, 'zzz')).toBe(long);
    expect(excerptAround(long, undefined)).toBe(long);
  });
});
