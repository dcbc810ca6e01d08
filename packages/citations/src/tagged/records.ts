/** Shared by the RIS and EndNote readers: records as tag -> values. */
import type { AuthorList } from '../authors.js';
import { withoutEtAl } from '../names/et-al.js';
import { authorFromTag } from '../names/tagged.js';
import type { ParsedAuthor } from '../types.js';

/** One record of a tagged file: every value of every tag, in file order. */
export type TaggedRecord = Map<string, string[]>;

export function firstValue(record: TaggedRecord, ...tags: string[]): string | undefined {
  for (const tag of tags) {
    const value = record.get(tag)?.find((candidate) => candidate.trim() !== '');
    if (value !== undefined) return value;
  }
  return undefined;
}

export function allValues(record: TaggedRecord, ...tags: string[]): string[] {
  return tags.flatMap((tag) => record.get(tag) ?? []).filter((value) => value.trim() !== '');
}

export function addValue(record: TaggedRecord, tag: string, value: string): void {
  const values = record.get(tag);
  if (values) values.push(value);
  else record.set(tag, [value]);
}

/** A date reduced to year, month and day: "2013/02/15/received" -> "2013/02/15". */
export function cleanDate(value: string): string | undefined {
  const match = /(?<!\d)(\d{4})(?:[/-](\d{1,2})(?:[/-](\d{1,2}))?)?/.exec(value);
  if (!match?.[1]) return undefined;
  const [, year, month, day] = match;
  const validMonth = month && Number(month) >= 1 && Number(month) <= 12 ? month : undefined;
  const validDay = validMonth && day && Number(day) >= 1 && Number(day) <= 31 ? day : undefined;
  return [year, validMonth, validDay].filter(Boolean).join('/');
}

/** Author tags hold one name each; "et al." or "others", alone or after a name, marks an incomplete list. */
export function tagAuthors(values: string[]): AuthorList {
  let etAl = false;
  const authors = values.flatMap((value): ParsedAuthor[] => {
    const { name, etAl: more } = withoutEtAl(value);
    if (more) etAl = true;
    const author = name === '' ? undefined : authorFromTag(name);
    return author ? [author] : [];
  });
  return { authors, etAl };
}

/** The first list that names anyone. */
export function firstNonEmpty(...lists: AuthorList[]): AuthorList {
  return (
    lists.find((list) => list.authors.length > 0) ?? {
      authors: [],
      etAl: lists.some((list) => list.etAl),
    }
  );
}
