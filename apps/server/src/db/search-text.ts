/**
 * The text the search index holds for an idea (migration 0003 and
 * data/idea-search.ts): its title, challenge, approach, impact and field
 * names, in that column order.
 */

export interface SearchableTexts {
  title: string;
  challenge: string;
  approach: string;
  impact: string;
  fields: readonly string[];
}

/** Separates field names (and, on PostgreSQL, the texts); a search never contains it. */
export const SEARCH_SEPARATOR = '\n';

/**
 * Lower case, Latin letters without their accents ("Schrödinger" ->
 * "schrodinger"), as SQLite's trigram tokenizer with `remove_diacritics 1`
 * compares text; PostgreSQL's index and queries both go through it.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC')
    .toLowerCase();
}

/** The five searchable texts of an idea, in the index's column order. */
export function searchableTexts(idea: SearchableTexts): string[] {
  return [
    idea.title,
    idea.challenge,
    idea.approach,
    idea.impact,
    idea.fields.join(SEARCH_SEPARATOR),
  ];
}

/** The folded text PostgreSQL stores for an idea. */
export function postgresSearchText(idea: SearchableTexts): string {
  return foldText(searchableTexts(idea).join(SEARCH_SEPARATOR));
}
