import { MAX_ID, MESSAGES } from '@thisoneforfree/contracts';
import type { DB } from '../../db/database.js';
import { existingIdeaIds, type NewIdeaRow } from '../../data/ideas.js';
import { badRequest, type FieldIssue } from '../../lib/errors.js';
import { summarizeIssues } from '../../lib/validation.js';

/**
 * Internal citations must name distinct ideas that exist (SPEC §5), and an
 * edited idea (`selfId`) cannot cite itself. A withdrawn idea exists: its
 * page is a tombstone, and an edit must not be refused for a citation the
 * idea already had. Each problem is a 400 issue at `citations.N.internalId`.
 */
export async function assertCitedIdeasExist(
  db: DB,
  citations: NewIdeaRow['citations'],
  selfId?: number,
): Promise<void> {
  const internal = citations.flatMap((citation, index) =>
    citation.type === 'internal' ? [{ index, id: citation.internalId }] : [],
  );
  if (internal.length === 0) return;
  const issues: FieldIssue[] = [];
  const issue = (index: number, message: string) =>
    issues.push({ path: `citations.${index}.internalId`, message });
  const seen = new Set<number>();
  for (const { index, id } of internal) {
    if (seen.has(id)) issue(index, MESSAGES.citationsEditor.duplicateDescription);
    else if (id === selfId) issue(index, MESSAGES.validation.selfCitation);
    seen.add(id);
  }
  // Ids past the largest exist nowhere (and PostgreSQL would refuse to compare them).
  const existing = await existingIdeaIds(
    db,
    [...seen].filter((id) => id <= MAX_ID),
  );
  for (const { index, id } of internal) {
    if (!existing.has(id)) issue(index, MESSAGES.validation.internalIdeaMissing);
  }
  if (issues.length > 0) {
    issues.sort((a, b) => a.path.localeCompare(b.path));
    throw badRequest(summarizeIssues(issues), issues);
  }
}
