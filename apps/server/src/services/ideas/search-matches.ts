import { matchesIn, searchRevision, type SearchMatches } from '../../data/search-matches.js';
import { KEPT_IDS } from '../../runtime/search-matches.js';
import type { Services } from '../context.js';

/**
 * A search's matches on SQLite from the ids this process keeps (decision
 * record 0012): a kept set is used only while the index revision read before
 * it is the stored one, whichever process wrote since. The revision is read
 * first, so a write landing before the ids are read leaves the set newer than
 * its label, which only costs a fresh read next time.
 */
export function keptSearchMatches(ctx: Services): SearchMatches {
  const read = matchesIn(ctx.db);
  return async (query) => {
    const revision = await searchRevision(ctx.db);
    const kept = ctx.keptSearches.get(query);
    if (kept && kept.revision === revision) return kept.ids;
    const ids = await read(query);
    if (ids.length <= KEPT_IDS) ctx.keptSearches.set(query, { revision, ids });
    return ids;
  };
}
