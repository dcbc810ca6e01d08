import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Cite } from '@citation-js/core';
import '@citation-js/plugin-bibtex';
import '@citation-js/plugin-ris';
import '@citation-js/plugin-enw';
import jsonld from 'jsonld';
import { type DefaultTreeAdapterMap, parse } from 'parse5';
import { afterAll } from 'vitest';

/**
 * Reading what the server sends with other people's readers: parse5 (the
 * WHATWG HTML parser, as a browser and so Zotero's connector read a page),
 * jsonld (expanding schema.org JSON-LD) and citation-js (citation files).
 */

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

export interface HeadElement {
  tag: string;
  attrs: Record<string, string>;
  text: string;
}

function textOf(node: Node): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterMap['textNode']).value;
  return 'childNodes' in node ? node.childNodes.map(textOf).join('') : '';
}

/** Every element of the document's `<head>`, in order, as the HTML parser builds it. */
export function headElements(html: string): HeadElement[] {
  const document = parse(html);
  const htmlElement = document.childNodes.find((node) => node.nodeName === 'html') as Element;
  const head = htmlElement.childNodes.find((node) => node.nodeName === 'head') as Element;
  return head.childNodes
    .filter((node): node is Element => 'tagName' in node)
    .map((element) => ({
      tag: element.tagName,
      attrs: Object.fromEntries(element.attrs.map((attr) => [attr.name, attr.value])),
      text: textOf(element),
    }));
}

/** The contents of `<meta name=…>` tags named `name`, in order. */
export function metaContents(head: HeadElement[], name: string): string[] {
  return head
    .filter((element) => element.tag === 'meta' && element.attrs.name === name)
    .map((element) => element.attrs.content ?? '');
}

export function propertyContents(head: HeadElement[], property: string): string[] {
  return head
    .filter((element) => element.tag === 'meta' && element.attrs.property === property)
    .map((element) => element.attrs.content ?? '');
}

export function links(head: HeadElement[], rel: string): HeadElement['attrs'][] {
  return head
    .filter((element) => element.tag === 'link' && element.attrs.rel === rel)
    .map((element) => element.attrs);
}

/** The JSON-LD blocks of the head, parsed. */
export function jsonLdBlocks(head: HeadElement[]): unknown[] {
  return head
    .filter((element) => element.tag === 'script' && element.attrs.type === 'application/ld+json')
    .map((element) => JSON.parse(element.text) as unknown);
}

/**
 * The part of schema.org's published context (https://schema.org/docs/jsonldcontext.jsonld)
 * these documents use: its vocabulary, and the terms it types as IRIs. No
 * network here, so the loader serves it for "https://schema.org".
 */
const SCHEMA_ORG_CONTEXT = {
  '@context': {
    '@vocab': 'http://schema.org/',
    schema: 'http://schema.org/',
    sameAs: { '@id': 'schema:sameAs', '@type': '@id' },
    url: { '@id': 'schema:url', '@type': '@id' },
    mainEntityOfPage: { '@id': 'schema:mainEntityOfPage', '@type': '@id' },
    datePublished: { '@id': 'schema:datePublished', '@type': 'schema:Date' },
    dateModified: { '@id': 'schema:dateModified', '@type': 'schema:Date' },
  },
};

const documentLoader = (url: string) => {
  if (url.replace(/\/$/, '') !== 'https://schema.org') throw new Error(`no network: ${url}`);
  return Promise.resolve({ contextUrl: undefined, documentUrl: url, document: SCHEMA_ORG_CONTEXT });
};

/** The JSON-LD expanded (every term an IRI): what a linked-data reader sees. */
export async function expandJsonLd(data: unknown): Promise<Record<string, unknown>[]> {
  const expanded: unknown = await jsonld.expand(data as never, { documentLoader });
  return expanded as Record<string, unknown>[];
}

const S = 'http://schema.org/';

/** `[{"@value": …}]` / `[{"@id": …}]` of an expanded property, flattened to values. */
export function expandedValues(node: Record<string, unknown>, property: string): unknown[] {
  const values = (node[`${S}${property}`] ?? []) as Record<string, unknown>[];
  return values.map((value) => value['@value'] ?? value['@id'] ?? value);
}

const CITATION_JS_TYPES: Record<string, string> = {
  bibtex: '@bibtex/text',
  ris: '@ris/file',
  endnote: '@enw/file',
  'csl-json': '@csl/list+object',
};

/** CSL-JSON items citation-js reads from a file of `format` (bibtex, ris, endnote, csl-json). */
export function citationJsItems(text: string, format: string): Record<string, unknown>[] {
  const input = format === 'csl-json' ? ([JSON.parse(text)] as unknown[]).flat() : text;
  return new Cite(input, { forceType: CITATION_JS_TYPES[format] }).data;
}

/** A temporary directory removed after the file's tests. */
export function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tof-scholarly-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A stand-in for apps/web/dist with the built index.html's shape: a title and a description to replace. */
export function webDist(): string {
  const dist = tempDir();
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="description" content="Share and discover research ideas" />
    <title>This One for Free - Share Your Research Ideas</title>
    <script src="/theme-init.js"></script>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`,
  );
  return dist;
}

/** The header names a response's `Vary` lists, lower-cased. */
export function varies(response: {
  headers: Record<string, string | string[] | number | undefined>;
}): string[] {
  return [response.headers.vary ?? '']
    .flat()
    .join(',')
    .split(',')
    .map((name) => name.trim().toLowerCase());
}
