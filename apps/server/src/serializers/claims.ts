import type { Claim, ClaimStatus, ResearcherClaim } from '@thisoneforfree/contracts';
import type { ClaimRow } from '../db/schema.js';
import type { ClaimWithIdeaRow, ClaimWithUserRow } from '../data/claims.js';

/** Claim rows become the contracts' shapes only here, field by field. */

function claimFields(row: ClaimRow) {
  return {
    ideaId: row.idea_id,
    userId: row.user_id,
    // The table's check constraint allows only the two statuses.
    status: row.status as ClaimStatus,
    note: row.note,
    resultUrl: row.result_url,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** A claim as the idea page lists it, with who claims it. */
export function toClaim(row: ClaimWithUserRow): Claim {
  return Object.assign(claimFields(row), {
    user: { id: row.user_id, username: row.username, name: row.user_name },
  });
}

/** A claim as a researcher's profile lists it, with the idea it claims. */
export function toResearcherClaim(row: ClaimWithIdeaRow): ResearcherClaim {
  return Object.assign(claimFields(row), { idea: { id: row.idea_id, title: row.idea_title } });
}
