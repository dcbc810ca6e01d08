import { foldText } from '@thisoneforfree/contracts';

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

/** The fields' column: its names are separated by SEARCH_SEPARATOR on purpose. */
const FIELDS_COLUMN = 4;
// eslint-disable-next-line no-control-regex -- control characters are what is replaced
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/**
 * The folded text PostgreSQL stores for an idea: its five texts, folded, one
 * per line. A control character inside a text (a title's line break) becomes
 * U+001F, which no search contains (searches lose their control characters),
 * so matching is unchanged and `split_part(search_text, E'\n', n)` is exactly
 * the n-th text: the Best match sort ranks by it (data/idea-search-rank.ts).
 */
export function postgresSearchText(idea: SearchableTexts): string {
  return searchableTexts(idea)
    .map((text, column) =>
      foldText(column === FIELDS_COLUMN ? text : text.replace(CONTROL_CHARACTERS, '\u001f')),
    )
    .join(SEARCH_SEPARATOR);
}
