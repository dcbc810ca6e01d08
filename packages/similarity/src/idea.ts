/** What the scorer needs of an idea (SPEC §3). Other properties are ignored. */
export interface SimilarityIdea {
  /** The idea's id: a safe integer; ties in a ranking go to the lower id. */
  readonly id: number;
  readonly title: string;
  readonly challenge: string;
  readonly approach: string;
  readonly impact: string;
  /** Academic field names; compared trimmed and case-insensitively, duplicates ignored. */
  readonly fields: readonly string[];
  /** A Date, or an ISO 8601 string such as "2024-05-01T12:00:00Z". */
  readonly createdAt: Date | string;
}

/** The four text sections, in the order of their weights. */
export const SECTIONS = ['title', 'challenge', 'approach', 'impact'] as const;
export type Section = (typeof SECTIONS)[number];

/** SPEC §5 weights of each section's Jaccard index. */
export const SECTION_WEIGHTS: Readonly<Record<Section, number>> = {
  title: 3,
  challenge: 2,
  approach: 1.5,
  impact: 1,
};

/** Points per academic field both ideas have. */
export const SHARED_FIELD_POINTS = 0.5;

/** Points when the two ideas were created within {@link SEVEN_DAYS_MS} of each other. */
export const SAME_WEEK_POINTS = 0.5;

/**
 * Two ideas are "created within 7 days of each other" when their creation
 * instants are at most exactly 7 x 24 hours apart: |a - b| <= 604 800 000 ms,
 * the edge included. Calendar days and time zones play no part.
 */
export const SEVEN_DAYS_MS = 7 * 24 * 60 * 60 * 1000;

/** The creation instant in milliseconds since the epoch; throws on an invalid date. */
export function createdAtMs(idea: Pick<SimilarityIdea, 'id' | 'createdAt'>): number {
  const value = idea.createdAt;
  const ms = value instanceof Date ? value.getTime() : Date.parse(value);
  if (!Number.isFinite(ms)) {
    throw new TypeError(`Idea ${idea.id} has an invalid createdAt: ${String(value)}`);
  }
  return ms;
}

/** The idea's distinct academic fields, trimmed and lower-cased. */
export function normaliseFields(fields: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const field of fields) {
    const key = field.trim().toLowerCase();
    if (key !== '') seen.add(key);
  }
  return [...seen];
}

export function assertValidId(id: number): void {
  if (!Number.isSafeInteger(id)) throw new TypeError(`Idea id must be a safe integer, got ${id}`);
}
