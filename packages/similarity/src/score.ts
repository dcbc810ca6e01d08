import {
  SAME_WEEK_POINTS,
  SECTION_WEIGHTS,
  SEVEN_DAYS_MS,
  SHARED_FIELD_POINTS,
  createdAtMs,
  normaliseFields,
  type SimilarityIdea,
} from './idea.js';
import { tokenize } from './tokenize.js';

/** Each term's contribution to the total, already weighted. */
export interface ScoreParts {
  /** 3 x Jaccard of the title words. */
  readonly title: number;
  /** 2 x Jaccard of the challenge words. */
  readonly challenge: number;
  /** 1.5 x Jaccard of the approach words. */
  readonly approach: number;
  /** 1 x Jaccard of the impact words. */
  readonly impact: number;
  /** 0.5 per academic field both ideas have. */
  readonly fields: number;
  /** 0.5 when created within 7 days of each other, else 0. */
  readonly createdAt: number;
}

export interface SimilarityScore {
  /** The sum of the parts, in [0, 15] when fields come from the 14 academic fields. */
  readonly total: number;
  readonly parts: ScoreParts;
  /** The fields both ideas have, spelt as in the first idea. */
  readonly sharedFields: readonly string[];
}

/** The largest possible score with the 14 academic fields: 3 + 2 + 1.5 + 1 + 14 x 0.5 + 0.5. */
export const MAX_SCORE = 15;

/**
 * The Jaccard index |A ∩ B| / |A ∪ B| from the sizes, 0 when both sets are
 * empty: two ideas with no words in a section have nothing in common there.
 */
export function jaccardFromCounts(intersection: number, sizeA: number, sizeB: number): number {
  // No shared word (both sets empty included) is 0; it also saves a division.
  return intersection === 0 ? 0 : intersection / (sizeA + sizeB - intersection);
}

/** The Jaccard index of two word lists (each treated as a set). */
export function jaccard(a: readonly string[], b: readonly string[]): number {
  const setA = new Set(a);
  const setB = new Set(b);
  let intersection = 0;
  for (const word of setB) if (setA.has(word)) intersection += 1;
  return jaccardFromCounts(intersection, setA.size, setB.size);
}

/**
 * Adds the terms of SPEC §5 in one fixed order. The index computes its scores
 * with this same function, so its rankings equal a scan with {@link score}
 * exactly, ties included.
 */
export function combineTerms(
  title: number,
  challenge: number,
  approach: number,
  impact: number,
  sharedFields: number,
  withinSevenDays: boolean,
): number {
  return (
    SECTION_WEIGHTS.title * title +
    SECTION_WEIGHTS.challenge * challenge +
    SECTION_WEIGHTS.approach * approach +
    SECTION_WEIGHTS.impact * impact +
    SHARED_FIELD_POINTS * sharedFields +
    (withinSevenDays ? SAME_WEEK_POINTS : 0)
  );
}

/**
 * The similarity of two ideas (SPEC §5):
 * 3·J(title) + 2·J(challenge) + 1.5·J(approach) + 1·J(impact)
 * + 0.5 per shared academic field + 0.5 if created within 7 days of each other,
 * where J is the Jaccard index of the sections' word sets ({@link tokenize}).
 * Symmetric: score(a, b).total === score(b, a).total.
 */
export function score(a: SimilarityIdea, b: SimilarityIdea): SimilarityScore {
  const title = jaccard(tokenize(a.title), tokenize(b.title));
  const challenge = jaccard(tokenize(a.challenge), tokenize(b.challenge));
  const approach = jaccard(tokenize(a.approach), tokenize(b.approach));
  const impact = jaccard(tokenize(a.impact), tokenize(b.impact));

  const fieldsOfB = new Set(normaliseFields(b.fields));
  const sharedFields: string[] = [];
  const seen = new Set<string>();
  for (const field of a.fields) {
    const key = field.trim().toLowerCase();
    if (fieldsOfB.has(key) && !seen.has(key)) {
      seen.add(key);
      sharedFields.push(field.trim());
    }
  }
  const withinSevenDays = Math.abs(createdAtMs(a) - createdAtMs(b)) <= SEVEN_DAYS_MS;

  return {
    total: combineTerms(title, challenge, approach, impact, sharedFields.length, withinSevenDays),
    parts: {
      title: SECTION_WEIGHTS.title * title,
      challenge: SECTION_WEIGHTS.challenge * challenge,
      approach: SECTION_WEIGHTS.approach * approach,
      impact: SECTION_WEIGHTS.impact * impact,
      fields: SHARED_FIELD_POINTS * sharedFields.length,
      createdAt: withinSevenDays ? SAME_WEEK_POINTS : 0,
    },
    sharedFields,
  };
}
