import type { CSSVariablesResolver, MantineTheme } from '@mantine/core';
import { darken } from '@mantine/core';
import { AA_TEXT, contrastRatio, withContrast } from './contrast';

/**
 * Mantine's colour variables, corrected to WCAG 2.2 AA (4.5:1) in both
 * schemes. Mantine's defaults miss it in places: grey secondary text on white
 * is 3.3:1, white on the filled primary 4.3:1, yellow-on-yellow alerts and
 * badges 2.7:1. Each colour keeps its hue; a shade moves only as far as AA
 * needs, computed from the palettes here, so every component that uses the
 * variables (Text c="dimmed", placeholders, Anchor, Button, Badge, Alert, error messages)
 * is fixed at once, with no per-component colours.
 */

/** The lightest and darkest surfaces text sits on in each scheme (body, cards, hovered rows). */
const surfaces = (theme: MantineTheme) => ({
  light: ['#ffffff', theme.colors.gray[0], theme.colors.gray[1]],
  dark: [theme.colors.dark[7], theme.colors.dark[6], theme.colors.dark[5]],
});

/** `color` moved until it reads on every one of `backgrounds`. */
function readableOn(color: string, backgrounds: string[]): string {
  return backgrounds.reduce((value, background) => withContrast(value, background), color);
}

/** The first shade from `from` on that white text reads on, else shade 9 darkened until it does. */
function filledShade(palette: readonly string[], from: number): string {
  for (let shade = from; shade < palette.length; shade += 1) {
    if (contrastRatio('#ffffff', palette[shade]!) >= AA_TEXT) return palette[shade]!;
  }
  return withContrast(palette[9]!, '#ffffff');
}

function primaryShade(theme: MantineTheme, scheme: 'light' | 'dark'): number {
  return typeof theme.primaryShade === 'number' ? theme.primaryShade : theme.primaryShade[scheme];
}

export const cssVariablesResolver: CSSVariablesResolver = (theme) => {
  const surface = surfaces(theme);
  const light: Record<string, string> = {
    '--mantine-color-dimmed': readableOn(theme.colors.gray[6], surface.light),
    // Placeholders too: a date picker's is the text of its button, not a hint inside a box.
    '--mantine-color-placeholder': readableOn(theme.colors.gray[5], surface.light),
    '--mantine-color-error': 'var(--mantine-color-red-text)',
    '--mantine-color-anchor': `var(--mantine-color-${theme.primaryColor}-text)`,
  };
  const dark: Record<string, string> = {
    '--mantine-color-dimmed': readableOn(theme.colors.dark[2], surface.dark),
    '--mantine-color-placeholder': readableOn(theme.colors.dark[3], surface.dark),
    '--mantine-color-error': 'var(--mantine-color-red-text)',
    '--mantine-color-anchor': `var(--mantine-color-${theme.primaryColor}-text)`,
  };
  const lightShade = primaryShade(theme, 'light');
  const darkShade = primaryShade(theme, 'dark');

  for (const [name, palette] of Object.entries(theme.colors)) {
    if (name === 'dark' || !palette || palette.length < 10) continue;
    const filledLight = filledShade(palette, lightShade);
    const filledDark = filledShade(palette, darkShade);
    Object.assign(light, {
      [`--mantine-color-${name}-filled`]: filledLight,
      [`--mantine-color-${name}-filled-hover`]: darken(filledLight, 0.1),
      [`--mantine-color-${name}-text`]: readableOn(palette[lightShade]!, surface.light),
      // Light variants (badges, alerts): text on the palette's pale background (shade 1).
      [`--mantine-color-${name}-light-color`]: withContrast(palette[9], palette[1]),
    });
    Object.assign(dark, {
      [`--mantine-color-${name}-filled`]: filledDark,
      [`--mantine-color-${name}-filled-hover`]: darken(filledDark, 0.1),
      [`--mantine-color-${name}-text`]: readableOn(palette[4], surface.dark),
    });
  }
  return { variables: {}, light, dark };
};
