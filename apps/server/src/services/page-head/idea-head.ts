import {
  ATOM_MEDIA_TYPE,
  EXPORT_FORMAT_INFO,
  ideasFeedPath,
  MESSAGES,
  type IdeaDetail,
} from '@thisoneforfree/contracts';
import { splitAuthors } from '@thisoneforfree/citations/tagged';
import { ideaCitationSource } from '../../data/ideas.js';
import { AppError } from '../../lib/errors.js';
import type { Services } from '../context.js';
import { ideaRecord } from '../exports/records.js';
import { getIdeaDetail } from '../ideas/read.js';
import type { HeadTag, PageHead } from './head-tags.js';
import { ideaJsonLd, type IdeaJsonLdInput } from './idea-json-ld.js';
import {
  displayDate,
  exportLinks,
  externalReference,
  invertedName,
  isoDay,
  oneLine,
  referenceText,
  slashDate,
  socialTags,
} from './scholarly.js';

/** An idea's page data with how its citation names it: the input of its head and its JSON-LD. */
export type CitedIdea = IdeaJsonLdInput;

/**
 * The idea, its authors as its citation names them (none for a deleted
 * account: the record says "Anonymous"), its DOI and publisher; 404 for a
 * missing idea.
 */
export async function citedIdea(ctx: Services, id: number): Promise<CitedIdea> {
  const idea = await getIdeaDetail(ctx, id);
  const source = await ideaCitationSource(ctx.db, id);
  const origin = ctx.config.appOrigin;
  const record = ideaRecord(
    {
      id: idea.id,
      title: idea.title,
      version: idea.version,
      savedAt: idea.updatedAt,
      authorName: source?.author_name ?? null,
    },
    origin,
  );
  return {
    idea,
    authors: source?.author_name?.trim() ? splitAuthors(record.authors).authors : [],
    doi: record.doi ?? '',
    publisher: record.publisher ?? MESSAGES.app.name,
    origin,
  };
}

/**
 * The head of an idea's page (issue 14): what Zotero's Embedded Metadata
 * translator and Google Scholar read (Highwire's `citation_*` tags, Dublin
 * Core), schema.org JSON-LD, OpenGraph and Twitter cards, and links to the
 * idea's citation files and to the feeds. The citation values come from the
 * record the Cite dialog and the downloads use (`ideaRecord`: the latest
 * version's date, the author as cited, the DOI of SPEC §9), so every door
 * says the same. A withdrawn idea says so and carries no text.
 */
export async function ideaHead(ctx: Services, id: number): Promise<PageHead> {
  let cited: CitedIdea;
  try {
    cited = await citedIdea(ctx, id);
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return missingIdeaHead();
    throw error;
  }
  return { status: 200, tags: ideaHeadTags(cited) };
}

/** The head's tags for an idea and its citation (the idea may name several authors). */
export function ideaHeadTags(cited: CitedIdea): HeadTag[] {
  const { idea, authors, doi, publisher, origin } = cited;
  const url = `${origin}/idea/${idea.id}`;
  const withdrawn = idea.withdrawnAt !== null;
  const notice = withdrawn
    ? `${
        idea.withdrawnBy === 'moderator'
          ? MESSAGES.withdrawal.byModerator(displayDate(idea.withdrawnAt!))
          : MESSAGES.withdrawal.byAuthor(displayDate(idea.withdrawnAt!))
      }. ${MESSAGES.withdrawal.noBody}`
    : null;
  const description = notice ?? oneLine(idea.challenge);
  const pageTitle = withdrawn ? `${idea.title} (withdrawn)` : idea.title;

  return [
    { kind: 'title', text: `${pageTitle} - ${MESSAGES.app.name}` },
    ...socialTags({
      title: pageTitle,
      description,
      url,
      type: 'article',
      siteName: MESSAGES.app.name,
    }),
    ...(withdrawn ? [{ kind: 'meta', name: 'robots', content: 'noindex' } as const] : []),
    { kind: 'property', property: 'article:published_time', content: idea.createdAt },
    { kind: 'property', property: 'article:modified_time', content: idea.updatedAt },
    ...idea.fields.map((field): HeadTag => ({
      kind: 'property',
      property: 'article:tag',
      content: field,
    })),

    // Highwire Press tags, as Google Scholar documents them and Zotero reads them.
    { kind: 'meta', name: 'citation_title', content: idea.title },
    ...authors.map((author): HeadTag => ({
      kind: 'meta',
      name: 'citation_author',
      content: invertedName(author),
    })),
    // The date of the version cited (as in the Cite dialog), and when the idea first went online.
    { kind: 'meta', name: 'citation_publication_date', content: slashDate(idea.updatedAt) },
    { kind: 'meta', name: 'citation_online_date', content: slashDate(idea.createdAt) },
    ...(doi ? [{ kind: 'meta', name: 'citation_doi', content: doi } as const] : []),
    { kind: 'meta', name: 'citation_publisher', content: publisher },
    { kind: 'meta', name: 'citation_abstract_html_url', content: url },
    { kind: 'meta', name: 'citation_language', content: 'en' },
    ...idea.fields.map((field): HeadTag => ({
      kind: 'meta',
      name: 'citation_keywords',
      content: field,
    })),
    ...references(idea, origin).map((content): HeadTag => ({
      kind: 'meta',
      name: 'citation_reference',
      content,
    })),

    // Dublin Core, which Zotero reads where Highwire's tags say nothing.
    { kind: 'link', rel: 'schema.DC', href: 'http://purl.org/dc/elements/1.1/' },
    { kind: 'link', rel: 'schema.DCTERMS', href: 'http://purl.org/dc/terms/' },
    { kind: 'meta', name: 'DC.title', content: idea.title },
    ...authors.map((author): HeadTag => ({
      kind: 'meta',
      name: 'DC.creator',
      content: invertedName(author),
    })),
    { kind: 'meta', name: 'DC.date', content: isoDay(idea.updatedAt) },
    { kind: 'meta', name: 'DCTERMS.issued', content: isoDay(idea.createdAt) },
    { kind: 'meta', name: 'DCTERMS.modified', content: isoDay(idea.updatedAt) },
    ...(doi ? [{ kind: 'meta', name: 'DC.identifier', content: `doi:${doi}` } as const] : []),
    { kind: 'meta', name: 'DC.publisher', content: publisher },
    { kind: 'meta', name: 'DC.type', content: 'Text' },
    { kind: 'meta', name: 'DC.language', content: 'en' },
    ...(withdrawn ? [] : [{ kind: 'meta', name: 'DC.description', content: description } as const]),
    ...idea.fields.map((field): HeadTag => ({ kind: 'meta', name: 'DC.subject', content: field })),

    {
      kind: 'json-ld',
      data: ideaJsonLd(cited),
    },

    ...exportLinks(
      (format) => `${origin}/api/ideas/${idea.id}/cite.${EXPORT_FORMAT_INFO[format].extension}`,
      (label) => `Cite this idea (${label})`,
    ),
    ...feedLinks(idea, origin),
  ];
}

/** One `citation_reference` per citation the idea carries (none once withdrawn). */
function references(idea: IdeaDetail, origin: string): string[] {
  const linked = new Map(idea.linkedIdeas.map((linkedIdea) => [linkedIdea.id, linkedIdea]));
  return idea.citations.map((citation) => {
    if (citation.type === 'external') return externalReference(citation.externalData);
    const url = `${origin}/idea/${citation.internalId}`;
    return referenceText([
      ['citation_title', linked.get(citation.internalId)?.title],
      ['citation_publisher', MESSAGES.app.name],
      ['citation_public_url', url],
    ]);
  });
}

function feedLinks(idea: IdeaDetail, origin: string): HeadTag[] {
  const links: HeadTag[] = [
    {
      kind: 'link',
      rel: 'alternate',
      type: ATOM_MEDIA_TYPE,
      href: `${origin}${ideasFeedPath()}`,
      title: `Newest ideas - ${MESSAGES.app.name}`,
    },
  ];
  if (idea.author) {
    links.push({
      kind: 'link',
      rel: 'alternate',
      type: ATOM_MEDIA_TYPE,
      href: `${origin}${ideasFeedPath({ userId: idea.author.id })}`,
      title: `Newest ideas by ${idea.author.name || idea.author.username}`,
    });
  }
  return links;
}

function missingIdeaHead(): PageHead {
  return {
    status: 404,
    tags: [
      { kind: 'title', text: `${MESSAGES.empty.ideaNotFound} - ${MESSAGES.app.name}` },
      { kind: 'meta', name: 'robots', content: 'noindex' },
    ],
  };
}
