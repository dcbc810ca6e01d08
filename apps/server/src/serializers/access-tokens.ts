import type { AccessToken, AccessTokenScope } from '@thisoneforfree/contracts';
import type { AccessTokenRow } from '../db/schema.js';

/** A token row as its owner sees it listed: the hash stays in the database. */
export function toAccessToken(row: AccessTokenRow): AccessToken {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope === 'read write' ? 'read write' : 'read',
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    lastUsedAt: row.last_used_at,
  };
}

export function isWriteScope(scope: AccessTokenScope): boolean {
  return scope === 'read write';
}
