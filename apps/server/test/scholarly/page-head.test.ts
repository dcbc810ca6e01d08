import { MESSAGES } from '@thisoneforfree/contracts';
import { parse } from 'parse5';
import { describe, expect, test } from 'vitest';
import { createIdea } from '../factories.js';
import { call, createUser, ORIGIN, useTestApp } from '../helper.js';
import {
  expandedValues,
  expandJsonLd,
  headElements,
  jsonLdBlocks,
  links,
  metaContents,
  propertyContents,
  varies,
  webDist,
} from './read-back.js';

const ctx = useTestApp({ WEB_DIST_DIR: webDist() });

const HOSTILE_TITLE = '</script><script>alert("t")</script><!-- & "Bees" <b>';
const HOSTILE_CHALLENGE = 'Sensors are sparse </title><script>alert("c")</script>\nand\tcostly.';
const S = 'http://schema.org/';

async function page(url: string) {
  const response = await call(ctx, { url });
  return { response, head: headElements(response.body) };
}

/** Every `<script>` the whole document has, as the HTML parser sees it. */
function scripts(html: string): string[] {
  const found: string[] = [];
  const walk = (node: {
    nodeName: string;
    childNodes?: unknown[];
    attrs?: { name: string; value: string }[];
  }) => {
    if (node.nodeName === 'script')
      found.push(node.attrs?.find((attr) => attr.name === 'type')?.value ?? 'classic');
    for (const child of (node.childNodes ?? []) as (typeof node)[]) walk(child);
  };
  walk(parse(html));
  return found;
}

async function author() {
  return createUser(ctx, {
    name: 'Grace Brewster Hopper',
    institution: 'Yale University',
    orcidId: '0000-0002-1825-0097',
  });
}

describe('the head of an idea page', () => {
  test('carries what Zotero and Google Scholar read, every value escaped', async () => {
    const grace = await author();
    const cited = await createIdea(ctx, grace, { title: 'An idea to cite' });
    const idea = await createIdea(ctx, grace, {
      title: HOSTILE_TITLE,
      challenge: HOSTILE_CHALLENGE,
      fields: ['Physics', 'Biology'],
      citations: [
        {
          type: 'external',
          externalData: {
            authors: 'Curie, Marie; Joliot-Curie, Irène',
            title: 'Radioactive substances; a thesis',
            year: 1904,
            doi: '10.1000/curie.1904',
            journal: 'Annales de chimie',
          },
        },
        { type: 'internal', internalId: cited.id },
      ],
    });
    const { response, head } = await page(`/idea/${idea.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(varies(response)).toContain('accept');

    // Nothing broke out: the document has the app's two scripts and one JSON-LD block.
    expect(scripts(response.body).sort()).toEqual(['application/ld+json', 'classic', 'module']);
    expect(head[0]).toMatchObject({ tag: 'meta', attrs: { charset: 'UTF-8' } });
    expect(head.filter((element) => element.tag === 'title').map((t) => t.text)).toEqual([
      `${HOSTILE_TITLE} - ${MESSAGES.app.name}`,
    ]);
    expect(metaContents(head, 'description')).toEqual([
      'Sensors are sparse </title><script>alert("c")</script> and costly.',
    ]);
    const url = `${ORIGIN}/idea/${idea.id}`;
    expect(links(head, 'canonical')).toEqual([expect.objectContaining({ href: url })]);

    expect(metaContents(head, 'citation_title')).toEqual([HOSTILE_TITLE]);
    expect(metaContents(head, 'citation_author')).toEqual(['Hopper, Grace Brewster']);
    const day = idea.createdAt.slice(0, 10).replace(/-/g, '/');
    expect(metaContents(head, 'citation_publication_date')).toEqual([day]);
    expect(metaContents(head, 'citation_online_date')).toEqual([day]);
    expect(day).toMatch(/^\d{4}\/\d{2}\/\d{2}$/);
    expect(metaContents(head, 'citation_doi')).toEqual([`10.5281/this-one-for-free.${idea.id}`]);
    expect(metaContents(head, 'citation_publisher')).toEqual([MESSAGES.app.name]);
    expect(metaContents(head, 'citation_abstract_html_url')).toEqual([url]);
    expect(metaContents(head, 'citation_keywords')).toEqual(['Physics', 'Biology']);
    expect(metaContents(head, 'citation_reference')).toEqual([
      'citation_title=Radioactive substances, a thesis; citation_author=Curie, Marie; citation_author=Joliot-Curie, Irène; citation_publication_date=1904; citation_journal_title=Annales de chimie; citation_doi=10.1000/curie.1904',
      `citation_title=An idea to cite; citation_publisher=${MESSAGES.app.name}; citation_public_url=${ORIGIN}/idea/${cited.id}`,
    ]);

    expect(links(head, 'schema.DC')).toHaveLength(1);
    expect(metaContents(head, 'DC.title')).toEqual([HOSTILE_TITLE]);
    expect(metaContents(head, 'DC.creator')).toEqual(['Hopper, Grace Brewster']);
    expect(metaContents(head, 'DC.date')).toEqual([idea.createdAt.slice(0, 10)]);
    expect(metaContents(head, 'DC.identifier')).toEqual([
      `doi:10.5281/this-one-for-free.${idea.id}`,
    ]);
    expect(metaContents(head, 'DC.subject')).toEqual(['Physics', 'Biology']);

    expect(propertyContents(head, 'og:title')).toEqual([HOSTILE_TITLE]);
    expect(propertyContents(head, 'og:site_name')).toEqual([MESSAGES.app.name]);
    expect(propertyContents(head, 'og:url')).toEqual([url]);
    expect(propertyContents(head, 'og:description')).toEqual(metaContents(head, 'description'));
    expect(metaContents(head, 'twitter:card')).toEqual(['summary']);
    expect(metaContents(head, 'twitter:title')).toEqual([HOSTILE_TITLE]);

    expect(links(head, 'alternate')).toEqual([
      expect.objectContaining({
        type: 'application/x-bibtex',
        href: `${url.replace('/idea/', '/api/ideas/')}/cite.bib`,
      }),
      expect.objectContaining({
        type: 'application/x-research-info-systems',
        href: expect.stringMatching(/cite\.ris$/),
      }),
      expect.objectContaining({
        type: 'application/x-endnote-refer',
        href: expect.stringMatching(/cite\.enw$/),
      }),
      expect.objectContaining({
        type: 'application/vnd.citationstyles.csl+json',
        href: expect.stringMatching(/cite\.json$/),
      }),
      expect.objectContaining({ type: 'application/atom+xml', href: `${ORIGIN}/feeds/ideas.atom` }),
      expect.objectContaining({
        type: 'application/atom+xml',
        href: `${ORIGIN}/feeds/ideas.atom?user=${grace.user.id}`,
      }),
    ]);
    // Every link the head offers answers.
    for (const link of links(head, 'alternate')) {
      const answer = await call(ctx, { url: link.href!.slice(ORIGIN.length) });
      expect(answer.statusCode, link.href).toBe(200);
    }
  });

  test('its JSON-LD is a ScholarlyArticle a JSON-LD processor expands', async () => {
    const grace = await author();
    const idea = await createIdea(ctx, grace, {
      title: HOSTILE_TITLE,
      fields: ['Medicine'],
      citations: [
        {
          type: 'external',
          externalData: { authors: 'Curie, Marie', title: 'Radium', year: 1910 },
        },
      ],
    });
    const { head } = await page(`/idea/${idea.id}`);
    const [data] = jsonLdBlocks(head);
    const [article] = await expandJsonLd(data);
    expect(article!['@type']).toEqual([`${S}ScholarlyArticle`]);
    expect(article!['@id']).toBe(`${ORIGIN}/idea/${idea.id}`);
    expect(expandedValues(article!, 'name')).toEqual([HOSTILE_TITLE]);
    expect(expandedValues(article!, 'datePublished')).toEqual([idea.createdAt]);
    expect(expandedValues(article!, 'dateModified')).toEqual([idea.updatedAt]);
    expect(expandedValues(article!, 'keywords')).toEqual(['Medicine']);
    const [person] = article![`${S}author`] as Record<string, unknown>[];
    expect(person!['@type']).toEqual([`${S}Person`]);
    expect(expandedValues(person!, 'name')).toEqual(['Grace Brewster Hopper']);
    expect(expandedValues(person!, 'sameAs')).toEqual(['https://orcid.org/0000-0002-1825-0097']);
    const [citation] = article![`${S}citation`] as Record<string, unknown>[];
    expect(expandedValues(citation!, 'name')).toEqual(['Radium']);
    expect(expandedValues(citation!, 'datePublished')).toEqual(['1910']);
  });

  test('a withdrawn idea says so and carries no text', async () => {
    const grace = await author();
    const idea = await createIdea(ctx, grace, {
      challenge: 'A challenge that must not be served once withdrawn.',
      fields: ['History'],
      citations: [
        {
          type: 'external',
          externalData: { authors: 'Bloch, Marc', title: 'Apologie', year: 1949 },
        },
      ],
    });
    const withdrawn = await call(ctx, {
      method: 'DELETE',
      url: `/api/ideas/${idea.id}`,
      cookie: grace.cookie,
      headers: { origin: ORIGIN },
    });
    expect(withdrawn.statusCode).toBe(200);
    const { response, head } = await page(`/idea/${idea.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('must not be served');
    expect(head.find((element) => element.tag === 'title')?.text).toBe(
      `${idea.title} (withdrawn) - ${MESSAGES.app.name}`,
    );
    const [description] = metaContents(head, 'description');
    expect(description).toContain('Withdrawn by its author on');
    expect(description).toContain(MESSAGES.withdrawal.noBody);
    expect(metaContents(head, 'robots')).toEqual(['noindex']);
    expect(metaContents(head, 'citation_title')).toEqual([idea.title]);
    expect(metaContents(head, 'citation_reference')).toEqual([]);
    expect(metaContents(head, 'citation_keywords')).toEqual([]);
    const [article] = await expandJsonLd(jsonLdBlocks(head)[0]);
    expect(expandedValues(article!, 'creativeWorkStatus')).toEqual(['Withdrawn']);
    expect(expandedValues(article!, 'abstract')).toEqual([]);
  });

  test('a missing idea still gets the app (its not-found screen), with a 404', async () => {
    for (const url of ['/idea/999999', '/idea/not-a-number']) {
      const { response, head } = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('<div id="root"></div>');
      expect(metaContents(head, 'robots')).toEqual(['noindex']);
      expect(metaContents(head, 'citation_title')).toEqual([]);
    }
    const { head } = await page('/idea/999999');
    expect(head.find((element) => element.tag === 'title')?.text).toBe(
      `${MESSAGES.empty.ideaNotFound} - ${MESSAGES.app.name}`,
    );
  });
});

describe('the head of a profile and of the browse page', () => {
  test('a profile: its name, a ProfilePage with the ORCID iD, its feed and files; never its email', async () => {
    const grace = await author();
    const { response, head } = await page(`/users/${grace.user.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(grace.user.email);
    expect(head.find((element) => element.tag === 'title')?.text).toBe(
      `Grace Brewster Hopper - ${MESSAGES.app.name}`,
    );
    expect(metaContents(head, 'description')).toEqual([
      `Research ideas shared by Grace Brewster Hopper (Yale University) on ${MESSAGES.app.name}.`,
    ]);
    expect(propertyContents(head, 'og:type')).toEqual(['profile']);
    const [profile] = await expandJsonLd(jsonLdBlocks(head)[0]);
    expect(profile!['@type']).toEqual([`${S}ProfilePage`]);
    const [person] = profile![`${S}mainEntity`] as Record<string, unknown>[];
    expect(expandedValues(person!, 'sameAs')).toEqual(['https://orcid.org/0000-0002-1825-0097']);
    expect(links(head, 'alternate').map((link) => link.href)).toEqual([
      `${ORIGIN}/feeds/ideas.atom?user=${grace.user.id}`,
      ...['bibtex', 'ris', 'endnote', 'csl-json'].map(
        (format) => `${ORIGIN}/api/users/${grace.user.id}/ideas/export?format=${format}`,
      ),
    ]);
  });

  test('a missing profile is the app with a 404', async () => {
    const { response, head } = await page('/users/999999');
    expect(response.statusCode).toBe(404);
    expect(head.find((element) => element.tag === 'title')?.text).toBe(
      `${MESSAGES.empty.userNotFound} - ${MESSAGES.app.name}`,
    );
  });

  test('the browse page links the feed of the filter in its address', async () => {
    const { head } = await page(
      '/?q=bees%20%26%20wasps&fields=Physics,Biology,Nonsense&impact=3-8&sort=oldest',
    );
    expect(links(head, 'alternate')).toEqual([
      expect.objectContaining({
        type: 'application/atom+xml',
        href: `${ORIGIN}/feeds/ideas.atom?field=Physics&field=Biology&q=bees%20%26%20wasps&impact=3-8`,
      }),
    ]);
    expect(head.find((element) => element.tag === 'title')?.text).toBe(MESSAGES.app.title);
    const [site] = await expandJsonLd(jsonLdBlocks(head)[0]);
    expect(site!['@type']).toEqual([`${S}WebSite`]);
  });

  test('other pages keep the app’s own title and description', async () => {
    const { response, head } = await page('/about');
    expect(response.statusCode).toBe(200);
    expect(head.find((element) => element.tag === 'title')?.text).toBe(MESSAGES.app.title);
    expect(metaContents(head, 'description')).toEqual([MESSAGES.app.tagline]);
    expect(metaContents(head, 'citation_title')).toEqual([]);
  });
});
