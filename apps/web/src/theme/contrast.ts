import { darken, lighten, luminance } from '@mantine/core';

/** WCAG 2 AA for body text: 4.5:1. */
export const AA_TEXT = 4.5;

/** The WCAG contrast ratio of two opaque colours (any CSS colour Mantine parses). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * `color` itself when it already reads at `ratio` on `background`, else the
 * least darkened (or, on a dark background, lightened) version that does: the
 * palette's hue stays, only as much lightness moves as AA needs.
 */
export function withContrast(color: string, background: string, ratio = AA_TEXT): string {
  if (contrastRatio(color, background) >= ratio) return color;
  const towardsLight = luminance(background) < 0.18;
  for (let step = 1; step <= 40; step += 1) {
    const amount = step * 0.025;
    const candidate = towardsLight ? lighten(color, amount) : darken(color, amount);
    if (contrastRatio(candidate, background) >= ratio) return candidate;
  }
  return towardsLight ? '#ffffff' : '#000000';
}
