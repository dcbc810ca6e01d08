import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, test } from 'vitest';
import { AA_TEXT, contrastRatio, withContrast } from './contrast';
import { cssVariablesResolver } from './css-variables';
import { theme } from './theme';

const full = mergeMantineTheme(DEFAULT_THEME, theme);
const resolved = cssVariablesResolver(full);
const palette = (name: string) => full.colors[name]!;

describe('the theme reads at WCAG AA (4.5:1) in both schemes', () => {
  test.each(['--mantine-color-dimmed', '--mantine-color-placeholder'] as const)(
    '%s (secondary text) on the light and dark surfaces',
    (variable) => {
      for (const surface of ['#ffffff', palette('gray')[1]]) {
        expect(contrastRatio(resolved.light[variable]!, surface)).toBeGreaterThanOrEqual(AA_TEXT);
      }
      for (const surface of [palette('dark')[7], palette('dark')[6]]) {
        expect(contrastRatio(resolved.dark[variable]!, surface)).toBeGreaterThanOrEqual(AA_TEXT);
      }
    },
  );

  test('white on every filled colour, each colour as text, and light variants on their background', () => {
    for (const name of Object.keys(full.colors).filter((n) => n !== 'dark')) {
      for (const scheme of ['light', 'dark'] as const) {
        const filled = resolved[scheme][`--mantine-color-${name}-filled`]!;
        expect(contrastRatio('#ffffff', filled), `${scheme} ${name} filled`).toBeGreaterThanOrEqual(
          AA_TEXT,
        );
      }
      const text = resolved.light[`--mantine-color-${name}-text`]!;
      expect(contrastRatio(text, '#ffffff'), `${name} text`).toBeGreaterThanOrEqual(AA_TEXT);
      const darkText = resolved.dark[`--mantine-color-${name}-text`]!;
      expect(
        contrastRatio(darkText, palette('dark')[6]),
        `${name} dark text`,
      ).toBeGreaterThanOrEqual(AA_TEXT);
      const lightColor = resolved.light[`--mantine-color-${name}-light-color`]!;
      expect(contrastRatio(lightColor, palette(name)[1]), `${name} light`).toBeGreaterThanOrEqual(
        AA_TEXT,
      );
    }
  });

  test('the primary button is the indigo shade white text reads on, not a new colour', () => {
    expect(resolved.light['--mantine-color-indigo-filled']).toBe(palette('indigo')[7]);
  });

  test('withContrast leaves a readable colour alone and moves an unreadable one just enough', () => {
    expect(withContrast('#000000', '#ffffff')).toBe('#000000');
    const yellow = withContrast(palette('yellow')[9], palette('yellow')[1]);
    const ratio = contrastRatio(yellow, palette('yellow')[1]);
    expect(ratio).toBeGreaterThanOrEqual(AA_TEXT);
    expect(ratio).toBeLessThan(6);
  });
});
