import { createHash } from 'node:crypto';

/**
 * A weak ETag of a body (weak: compression changes the bytes, not what they
 * say), and RFC 9110's weak comparison against `If-None-Match`.
 */
export function weakEtag(body: string): string {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** Whether `If-None-Match` names the tag (or is `*`): the client's copy is current, a 304. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const wanted = opaque(etag);
  return header.split(',').some((tag) => opaque(tag) === wanted);
}
