import type { IdeaDetail } from '@thisoneforfree/contracts';
import { type ParsedAuthor, splitAuthors } from '@thisoneforfree/citations/tagged';

/**
 * An idea as schema.org JSON-LD: a `ScholarlyArticle` with its author (a
 * Person, the ORCID iD as `sameAs`), dates, version, fields as keywords,
 * DOI and what it cites. A withdrawn idea keeps its name, author and dates,
 * says `creativeWorkStatus: "Withdrawn"`, and carries no text.
 */

export interface IdeaJsonLdInput {
  idea: IdeaDetail;
  /** The idea's cited authors, as its citation names them (none for a deleted account). */
  authors: ParsedAuthor[];
  doi: string;
  publisher: string;
  origin: string;
}

function orcidUrl(orcidId: string | undefined): string | undefined {
  return orcidId ? `https://orcid.org/${orcidId}` : undefined;
}

function person(author: ParsedAuthor): Record<string, unknown> {
  if (!author.firstName) return { '@type': 'Organization', name: author.lastName };
  const given = [author.firstName, author.middleName].filter(Boolean).join(' ');
  return {
    '@type': 'Person',
    name: `${given} ${author.lastName}`,
    givenName: given,
    familyName: author.lastName,
  };
}

function citationOf(idea: IdeaDetail, origin: string) {
  const linked = new Map(idea.linkedIdeas.map((linkedIdea) => [linkedIdea.id, linkedIdea]));
  return idea.citations.map((citation) => {
    if (citation.type === 'internal') {
      const url = `${origin}/idea/${citation.internalId}`;
      const title = linked.get(citation.internalId)?.title;
      return { '@type': 'ScholarlyArticle', '@id': url, url, ...(title ? { name: title } : {}) };
    }
    const data = citation.externalData;
    const { authors } = splitAuthors(data.authors);
    const doiUrl = data.doi ? `https://doi.org/${data.doi}` : undefined;
    return {
      '@type': data.journal ? 'ScholarlyArticle' : data.publisher ? 'Book' : 'CreativeWork',
      name: data.title,
      ...(authors.length > 0 ? { author: authors.map(person) } : {}),
      datePublished: String(data.year),
      ...(data.journal ? { isPartOf: { '@type': 'Periodical', name: data.journal } } : {}),
      ...(data.publisher ? { publisher: { '@type': 'Organization', name: data.publisher } } : {}),
      ...(data.doi
        ? { identifier: { '@type': 'PropertyValue', propertyID: 'DOI', value: data.doi } }
        : {}),
      ...(doiUrl ? { sameAs: doiUrl } : {}),
      ...(data.url ? { url: data.url } : {}),
    };
  });
}

export function ideaJsonLd({ idea, authors, doi, publisher, origin }: IdeaJsonLdInput) {
  const url = `${origin}/idea/${idea.id}`;
  const withdrawn = idea.withdrawnAt !== null;
  const author = idea.author;
  const people = authors.map((parsed) => ({
    ...person(parsed),
    ...(author
      ? {
          url: `${origin}/users/${author.id}`,
          ...(orcidUrl(author.orcidId) ? { sameAs: orcidUrl(author.orcidId) } : {}),
          ...(author.institution
            ? { affiliation: { '@type': 'Organization', name: author.institution } }
            : {}),
        }
      : {}),
  }));
  return {
    '@context': 'https://schema.org',
    '@type': 'ScholarlyArticle',
    '@id': url,
    url,
    mainEntityOfPage: url,
    name: idea.title,
    headline: idea.title,
    ...(people.length > 0 ? { author: people } : {}),
    datePublished: idea.createdAt,
    dateModified: idea.updatedAt,
    version: String(idea.version),
    inLanguage: 'en',
    isAccessibleForFree: true,
    identifier: { '@type': 'PropertyValue', propertyID: 'DOI', value: doi },
    publisher: { '@type': 'Organization', name: publisher, url: `${origin}/` },
    ...(withdrawn
      ? { creativeWorkStatus: 'Withdrawn' }
      : {
          abstract: idea.challenge,
          description: idea.challenge,
          keywords: idea.fields,
          ...(idea.citations.length > 0 ? { citation: citationOf(idea, origin) } : {}),
        }),
  };
}
