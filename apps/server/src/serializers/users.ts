import type { CitationFormat, PublicUser, User } from '@thisoneforfree/contracts';
import { DEFAULT_CITATION_FORMAT, isCitationFormat } from '@thisoneforfree/contracts';
import type { UserRow } from '../db/schema.js';

/**
 * Rows become API shapes only here, and only by naming each field to keep,
 * so a column added later (a hash, a token) cannot leak by accident.
 */
export function toUser(row: UserRow, favorites: number[]): User {
  const format: CitationFormat = isCitationFormat(row.citation_format)
    ? row.citation_format
    : DEFAULT_CITATION_FORMAT;
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    email: row.email,
    institution: row.institution,
    orcidId: row.orcid_id,
    isAdmin: row.is_admin === 1 ? 1 : 0,
    emailVerified: row.email_verified === 1 ? 1 : 0,
    preferences: { citationFormat: format },
    favorites,
  };
}

export function toPublicUser(
  row: Pick<UserRow, 'id' | 'username' | 'name' | 'institution' | 'email' | 'orcid_id'>,
): PublicUser {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    institution: row.institution,
    email: row.email,
    orcidId: row.orcid_id,
  };
}
