import type { Citation, IdeaWithLinks } from '@thisoneforfree/contracts';
import { diffArrays, diffWords } from 'diff';
import { referenceText } from '../../../lib/reference';

/** A run of text (or a list item) that both versions share, or that one of them added or removed. */
export interface DiffPart {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

/**
 * Word by word, from `before` to `after` (jsdiff's `diffWords`: words and
 * punctuation are the units, whitespace is kept as written).
 */
export function wordDiff(before: string, after: string): DiffPart[] {
  return diffWords(before, after).map((change) => ({
    kind: change.added ? 'added' : change.removed ? 'removed' : 'same',
    text: change.value,
  }));
}

/** Item by item (fields, citations), each item a part of its own. */
export function listDiff(before: readonly string[], after: readonly string[]): DiffPart[] {
  return diffArrays([...before], [...after]).flatMap((change) =>
    change.value.map((text): DiffPart => ({
      kind: change.added ? 'added' : change.removed ? 'removed' : 'same',
      text,
    })),
  );
}

export const changed = (parts: readonly DiffPart[]) => parts.some((part) => part.kind !== 'same');

/** What a version compares on: its texts, fields and citations. */
export type ComparedVersion = Pick<
  IdeaWithLinks,
  'title' | 'challenge' | 'approach' | 'impact' | 'fields' | 'citations' | 'linkedIdeas'
>;

export const SECTIONS = [
  { key: 'title', heading: 'Title', kind: 'text' },
  { key: 'challenge', heading: 'The Challenge', kind: 'text' },
  { key: 'approach', heading: 'Proposed Approach', kind: 'text' },
  { key: 'impact', heading: 'Potential Impact', kind: 'text' },
  { key: 'fields', heading: 'Academic fields', kind: 'list' },
  { key: 'citations', heading: 'Inspired by', kind: 'list' },
] as const;

export type SectionKey = (typeof SECTIONS)[number]['key'];

/** A citation as one line: a cited idea by its title, an external work as a reference. */
function citationLine(citation: Citation, linked: ComparedVersion['linkedIdeas']): string {
  if (citation.type === 'external') return referenceText(citation.externalData);
  const idea = linked.find((entry) => entry.id === citation.internalId);
  return `Idea: ${idea?.title ?? `#${citation.internalId}`}`;
}

/** Every section of two versions, compared: word by word for texts, item by item for lists. */
export function compareVersions(
  before: ComparedVersion,
  after: ComparedVersion,
): Record<SectionKey, DiffPart[]> {
  const lines = (version: ComparedVersion) =>
    version.citations.map((citation) => citationLine(citation, version.linkedIdeas));
  return {
    title: wordDiff(before.title, after.title),
    challenge: wordDiff(before.challenge, after.challenge),
    approach: wordDiff(before.approach, after.approach),
    impact: wordDiff(before.impact, after.impact),
    fields: listDiff(before.fields, after.fields),
    citations: listDiff(lines(before), lines(after)),
  };
}
