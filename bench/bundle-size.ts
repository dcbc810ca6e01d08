/**
 * Bundle size of the web app: the JavaScript a browser downloads for a first
 * visit to `/` (the browse page), file by file with gzip sizes, and what each
 * other route adds when the app navigates there from `/`. Prints numbers;
 * never passes or fails. Build the web app first:
 *   pnpm exec turbo run build --filter=@thisoneforfree/web...
 *   pnpm -F @thisoneforfree/bench bundle [-- --all]   (--all lists every file of every route)
 *
 * It reads Vite's build manifest (apps/web/dist/.vite/manifest.json). A
 * first visit loads the entry script of index.html and, transitively, every
 * chunk it imports statically (index.html preloads them all); the router then
 * loads the split chunks of each route the URL matches (TanStack Router's
 * autoCodeSplitting makes one chunk per route and component kind, keyed
 * `src/routes/<file>?tsr-split=<kind>`), again with their static imports.
 * Scripts index.html names that are not Vite's (public/theme-init.js) load
 * on every first visit too. Chunks a page imports with `import()` (a drawer, a
 * menu, a dialog) load only when wanted and are listed apart. Sizes are gzip at level 9, as the server sends
 * them (apps/web/precompress.ts writes the same .gz files).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const DIST = fileURLToPath(new URL('../apps/web/dist/', import.meta.url));
const ROUTE_CHUNK = /^src\/routes\/(.+)\.tsx\?tsr-split=(.+)$/;
const listAll = process.argv.includes('--all');

const manifest = readManifest();
const sizes = new Map<string, { raw: number; gzip: number }>();

function readManifest(): Manifest {
  try {
    return JSON.parse(readFileSync(`${DIST}.vite/manifest.json`, 'utf8')) as Manifest;
  } catch {
    console.error(`No build manifest in ${DIST}.vite/: build the web app first.`);
    process.exit(1);
  }
}

/** `<script src>` of index.html outside the build's chunks (public/), as dist paths. */
function plainScripts(): string[] {
  const html = readFileSync(`${DIST}index.html`, 'utf8');
  const built = new Set(Object.values(manifest).map((chunk) => chunk.file));
  return [...html.matchAll(/<script\b[^>]*\bsrc="\/?([^"]+)"/g)]
    .map((match) => match[1]!)
    .filter((file) => !built.has(file));
}

function sizeOf(file: string) {
  let size = sizes.get(file);
  if (!size) {
    const content = readFileSync(DIST + file);
    size = { raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
    sizes.set(file, size);
  }
  return size;
}

/** A chunk and every chunk it imports statically, transitively (manifest keys). */
function withStaticImports(keys: Iterable<string>, into = new Set<string>()): Set<string> {
  const stack = [...keys];
  while (stack.length > 0) {
    const key = stack.pop()!;
    if (into.has(key)) continue;
    into.add(key);
    stack.push(...(manifest[key]?.imports ?? []));
  }
  return into;
}

/** `_authed/submit` → ids of the route and its parents: `_authed`, `_authed/submit`. */
interface RouteFile {
  id: string;
  chunks: string[];
}
const routeFiles = new Map<string, RouteFile>();
for (const key of Object.keys(manifest)) {
  const match = ROUTE_CHUNK.exec(key);
  if (!match) continue;
  const id = match[1]!;
  const route = routeFiles.get(id) ?? { id, chunks: [] };
  route.chunks.push(key);
  routeFiles.set(id, route);
}

/** The route files a URL of this route matches: its parents (layouts) first, then itself. */
function matchedRouteFiles(id: string): RouteFile[] {
  const segments = id.split(/[/.]/);
  const matched: RouteFile[] = [];
  for (const candidate of routeFiles.values()) {
    const own = candidate.id.split(/[/.]/);
    const isPrefix = own.length <= segments.length && own.every((s, i) => s === segments[i]);
    if (isPrefix) matched.push(candidate);
  }
  return matched.sort((a, b) => a.id.length - b.id.length);
}

/** File route id → URL path (`idea.$id` → `/idea/$id`, `_authed/submit` → `/submit`). */
function pathOf(id: string): string {
  const parts = id.split(/[/.]/).filter((s) => !s.startsWith('_'));
  if (parts.at(-1) === 'index') parts[parts.length - 1] = '';
  return `/${parts.join('/')}`;
}

const KB = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A manifest key's file; anything else is a file of dist already (a public script). */
const fileOf = (key: string) => manifest[key]?.file ?? key;

function total(keys: Iterable<string>) {
  let raw = 0;
  let gzip = 0;
  let count = 0;
  for (const key of keys) {
    const size = sizeOf(fileOf(key));
    raw += size.raw;
    gzip += size.gzip;
    count += 1;
  }
  return { raw, gzip, count };
}

function printFiles(keys: Iterable<string>) {
  const rows = [...keys]
    .map((key) => ({ file: fileOf(key), ...sizeOf(fileOf(key)) }))
    .sort((a, b) => b.gzip - a.gzip);
  for (const row of rows) {
    console.log(`  ${KB(row.gzip).padStart(9)} gzip ${KB(row.raw).padStart(10)} raw  ${row.file}`);
  }
}

function printTotal(label: string, keys: Set<string>) {
  const sum = total(keys);
  console.log(
    `${label}: ${KB(sum.gzip)} gzip (${KB(sum.raw)} raw) in ${sum.count} JS file${sum.count === 1 ? '' : 's'}`,
  );
}

const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
if (!entryKey) throw new Error('the manifest has no entry chunk');
const entry = withStaticImports([entryKey, ...plainScripts()]);

/** Everything a first visit to the route loads: the entry, then the matched routes' chunks. */
function firstLoadOf(id: string): Set<string> {
  const chunks = matchedRouteFiles(id).flatMap((route) => route.chunks);
  return withStaticImports(chunks, new Set(entry));
}

const home = firstLoadOf('index');
console.log('First visit to / (index.html scripts, their static imports, the browse route):');
printFiles(home);
printTotal('First load of /', home);

console.log('\nOther routes, when the app navigates there from / (chunks not loaded yet):');
const ids = [...routeFiles.keys()].filter((id) => id !== 'index');
for (const id of ids.sort()) {
  // A pathless layout alone is no page; its pages count it.
  if (id.split('/').at(-1)!.startsWith('_')) continue;
  const direct = firstLoadOf(id);
  const added = new Set([...direct].filter((key) => !home.has(key)));
  const sum = total(added);
  const whole = total(direct);
  console.log(
    `  ${pathOf(id).padEnd(22)} +${KB(sum.gzip).padStart(9)} gzip in ${String(sum.count).padStart(2)} files` +
      `  (first visit there: ${KB(whole.gzip)} in ${whole.count} files)`,
  );
  if (listAll) printFiles(added);
}

console.log('\nLoaded on demand from / (import() of a component, not of a route):');
for (const key of Object.keys(manifest)) {
  const chunk = manifest[key]!;
  if (!chunk.isDynamicEntry || ROUTE_CHUNK.test(key)) continue;
  const added = new Set([...withStaticImports([key])].filter((k) => !home.has(k)));
  const sum = total(added);
  console.log(
    `  ${(chunk.src ?? key).padEnd(52)} +${KB(sum.gzip).padStart(9)} gzip in ${sum.count} files`,
  );
  if (listAll) printFiles(added);
}
