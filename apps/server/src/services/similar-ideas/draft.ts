import { ACADEMIC_FIELDS, LIMITS, type IdeaDraft } from '@thisoneforfree/contracts';
import { ideaCard, scanCards, TopList } from '@thisoneforfree/similarity';
import type { DB } from '../../db/database.js';
import { loadBlocks, rareSharedWith } from './corpus.js';

export interface DraftMatch {
  id: number;
  score: number;
}

/**
 * The stored ideas most like a draft (an idea being written), by SPEC §5's
 * score as if it were created at `nowMs`, from the same cards and postings
 * the similar-ideas jobs keep. Only ideas sharing a word with it beyond the
 * cards' common words ("the", "and", ... which nearly every idea has) count:
 * two ideas of one field written the same week score 1.0 with nothing else
 * in common, which is no hint of a duplicate. Nothing is written.
 */
export async function rankDraft(db: DB, draft: IdeaDraft, nowMs: number): Promise<DraftMatch[]> {
  const subject = ideaCard(
    { id: 0, ...draft, createdAt: new Date(nowMs).toISOString() },
    ACADEMIC_FIELDS,
  );
  if (subject.sizes.every((size) => size === 0)) return [];
  const blocks = await loadBlocks(db);
  const shared = await rareSharedWith(db, subject, blocks);
  const top = new TopList(LIMITS.similarIdeas);
  scanCards(subject, blocks, shared, (slot, id, createdMs, score) => {
    const q = slot * 4;
    const sharesRareWord = shared[q]! + shared[q + 1]! + shared[q + 2]! + shared[q + 3]! > 0;
    if (sharesRareWord && id !== draft.ideaId) top.offer({ id, createdMs, score });
  });
  return top.entries.map(({ id, score }) => ({ id, score }));
}
