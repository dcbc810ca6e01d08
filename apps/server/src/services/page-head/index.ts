import { parseId } from '@thisoneforfree/contracts';
import type { Services } from '../context.js';
import type { PageHead } from './head-tags.js';
import { homeHead } from './home-head.js';
import { ideaHead } from './idea-head.js';
import { profileHead } from './profile-head.js';

export { renderHead, SERVER_HEAD_ATTRIBUTE, type HeadTag, type PageHead } from './head-tags.js';

/**
 * The head the server writes for a page of the app before sending it
 * (issue 14): `/`, `/idea/{id}` and `/users/{id}` have their own; every
 * other page keeps the app's default (null). A malformed id is the app's
 * not-found screen, so a 404 as well.
 */
export async function pageHead(
  ctx: Services,
  path: string,
  query: Record<string, unknown>,
): Promise<PageHead | null> {
  if (path === '/') return homeHead(ctx, query);
  const match = /^\/(idea|users)\/([^/]+)\/?$/.exec(path);
  if (!match) return null;
  const id = parseId(match[2]!);
  if (id === null)
    return { status: 404, tags: [{ kind: 'meta', name: 'robots', content: 'noindex' }] };
  return match[1] === 'idea' ? ideaHead(ctx, id) : profileHead(ctx, id);
}
