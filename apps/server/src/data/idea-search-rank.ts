import { foldText } from '@thisoneforfree/contracts';
import { type RawBuilder, sql } from 'kysely';
import type { Dialect } from '../db/database.js';
import { containsPattern, ftsPhrase } from './idea-search.js';

/**
 * How well an idea matches a search, for the Best match sort (issue 15): 0
 * when its title contains the search, 1 when its challenge does, 2 when only
 * its approach, impact or fields do. Lower is better; the browse query orders
 * by it, then newest first. It reads the search index, not the ideas' text:
 * - SQLite, three characters or more: the trigram table's column filters
 *   (`title : "…"`), each a set the database builds once per query;
 * - SQLite, shorter: the folded columns of the idea's row of that table;
 * - PostgreSQL: the lines of `ideas.search_text` (migration 0013 keeps one
 *   text per line).
 * Applied only to ideas the search condition matched.
 */
export function searchRank(dialect: Dialect, text: string): RawBuilder<number> {
  if (dialect === 'postgres') {
    const pattern = containsPattern(foldText(text));
    const line = (n: number) => sql`split_part(ideas.search_text, E'\\n', ${sql.lit(n)})`;
    return sql<number>`case when ${line(1)} like ${pattern} escape '\\' then 0
      when ${line(2)} like ${pattern} escape '\\' then 1 else 2 end`;
  }
  if ([...text].length >= 3) {
    const phrase = ftsPhrase(text);
    const inColumn = (column: 'title' | 'challenge') =>
      sql`ideas.id in (select rowid from ideas_text where ideas_text match ${`${column} : ${phrase}`})`;
    return sql<number>`case when ${inColumn('title')} then 0 when ${inColumn('challenge')} then 1 else 2 end`;
  }
  const pattern = containsPattern(foldText(text));
  return sql<number>`(select case when fold_text(t.title) like ${pattern} escape '\\' then 0
    when fold_text(t.challenge) like ${pattern} escape '\\' then 1 else 2 end
    from ideas_text t where t.rowid = ideas.id)`;
}
