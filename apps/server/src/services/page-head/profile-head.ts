import { ATOM_MEDIA_TYPE, ideasFeedPath, MESSAGES } from '@thisoneforfree/contracts';
import { findPublicUser } from '../../data/users.js';
import type { Services } from '../context.js';
import type { HeadTag, PageHead } from './head-tags.js';
import { exportLinks, socialTags } from './scholarly.js';

/**
 * The head of a researcher's profile: title, description, cards, a
 * schema.org `ProfilePage` (the ORCID iD as `sameAs`), the feed of their
 * ideas and their ideas' citation files. The email address a profile shows
 * is left out: the head is read by every crawler.
 */
export async function profileHead(ctx: Services, id: number): Promise<PageHead> {
  const user = await findPublicUser(ctx.db, id);
  if (!user) {
    return {
      status: 404,
      tags: [
        { kind: 'title', text: `${MESSAGES.empty.userNotFound} - ${MESSAGES.app.name}` },
        { kind: 'meta', name: 'robots', content: 'noindex' },
      ],
    };
  }
  const origin = ctx.config.appOrigin;
  const url = `${origin}/users/${user.id}`;
  const name = user.name || user.username;
  const description = user.institution
    ? `Research ideas shared by ${name} (${user.institution}) on ${MESSAGES.app.name}.`
    : `Research ideas shared by ${name} on ${MESSAGES.app.name}.`;
  const orcid = user.orcid_id ? `https://orcid.org/${user.orcid_id}` : undefined;
  const tags: HeadTag[] = [
    { kind: 'title', text: `${name} - ${MESSAGES.app.name}` },
    ...socialTags({ title: name, description, url, type: 'profile', siteName: MESSAGES.app.name }),
    { kind: 'property', property: 'profile:username', content: user.username },
    {
      kind: 'json-ld',
      data: {
        '@context': 'https://schema.org',
        '@type': 'ProfilePage',
        '@id': url,
        url,
        name: `${name} - ${MESSAGES.app.name}`,
        mainEntity: {
          '@type': 'Person',
          '@id': `${url}#person`,
          name,
          alternateName: user.username,
          url,
          ...(orcid ? { sameAs: orcid } : {}),
          ...(user.institution
            ? { affiliation: { '@type': 'Organization', name: user.institution } }
            : {}),
        },
      },
    },
    {
      kind: 'link',
      rel: 'alternate',
      type: ATOM_MEDIA_TYPE,
      href: `${origin}${ideasFeedPath({ userId: user.id })}`,
      title: `Newest ideas by ${name}`,
    },
    ...exportLinks(
      (format) => `${origin}/api/users/${user.id}/ideas/export?format=${format}`,
      (label) => `Ideas by ${name} (${label})`,
    ),
  ];
  return { status: 200, tags };
}
