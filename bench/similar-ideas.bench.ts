/**
 * Similar ideas in the database (migration 0006): what a new idea costs, at
 * the size of the generated data set and modelled at 1,000,000 ideas.
 * Drives the server's own services (apps/server/dist: build first) on a copy
 * of the generated SQLite file; prints numbers, passes or fails nothing.
 *
 *   pnpm -F @thisoneforfree/bench similar-ideas                 # 10,000 ideas
 *   pnpm -F @thisoneforfree/bench similar-ideas --ideas 100000 --adds 50
 *   pnpm -F @thisoneforfree/bench similar-ideas --ideas 100000 --adds 300 --pause 100
 *
 * - one-off fill: the time the job runner takes to fill the tables of a
 *   database that had ideas before migration 0006 (the generated file, when
 *   it was made before the tables existed; 0 when it already has them);
 * - create: `POST /api/ideas`'s service (the write and its queued job), then
 *   the job itself, which runs right after in the background (`--pause` ms
 *   between the job and the next create, as people post): the new idea
 *   scored against every stored idea from the cards, its list and the lists
 *   it enters written;
 * - read: the top 3 of an idea (a lookup);
 * - remove: the job of a withdrawal (every list that held the idea);
 * - 1,000,000 ideas (model): the job's parts that grow with the number of
 *   ideas, measured at that size: reading 977 blocks of cards from SQLite,
 *   scanning them, and counting the rare-word postings, whose volume is the
 *   one measured here scaled in proportion.
 */
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { setTimeout as delay } from 'node:timers/promises';
import { dirname, join, resolve } from 'node:path';
import { ACADEMIC_FIELDS } from '@thisoneforfree/contracts';
import { CARD_BYTES, writeCard, type SectionCounts } from '@thisoneforfree/similarity';
import { createServices } from '../apps/server/dist/create-services.js';
import {
  queueSimilarityJob,
  saveBlock,
  saveFloorChunks,
  savePostings,
  termIds,
} from '../apps/server/dist/data/similarity.js';
import { openDatabase } from '../apps/server/dist/db/database.js';
import { migrateToLatest } from '../apps/server/dist/db/migrate.js';
import { loadConfig } from '../apps/server/dist/env.js';
import { createIdea } from '../apps/server/dist/services/ideas/create.js';
import {
  BLOCK_SLOTS,
  cardOfIdea,
  FLOOR_CHUNK_SLOTS,
  loadBlocks,
  rankAgainstAll,
} from '../apps/server/dist/services/similar-ideas/corpus.js';
import { Postings } from '../apps/server/dist/services/similar-ideas/postings.js';
import { shownNeighbours } from '../apps/server/dist/data/similarity.js';
import { generate } from './data/generate.js';
import { mulberry32 } from './data/random.js';
import { TextGenerator } from './data/text.js';

function parseArgs(argv: readonly string[]) {
  const args = argv.filter((arg) => arg !== '--');
  const value = (name: string) => {
    const index = args.indexOf(`--${name}`);
    return index >= 0 ? args[index + 1] : undefined;
  };
  const ideas = Number(value('ideas') ?? 10_000);
  return {
    ideas,
    db: resolve(value('db') ?? `/tmp/tof-bench/bench-${ideas}.db`),
    adds: Number(value('adds') ?? 100),
    /** Milliseconds between a create's job and the next create (0: back to back). */
    pause: Number(value('pause') ?? 0),
    model: Number(value('model') ?? 1_000_000),
  };
}

const options = parseArgs(process.argv.slice(2));
const f = (value: number, digits = 2) => value.toFixed(digits);
const now = () => performance.now();
const percentile = (samples: number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const describe = (samples: number[]) =>
  `p50 ${f(percentile(samples, 50))} ms, p95 ${f(percentile(samples, 95))} ms, p99 ${f(percentile(samples, 99))} ms`;

console.log(
  `similar-ideas bench: ${options.ideas} ideas, ${options.adds} creates ${options.pause} ms apart; ` +
    `${cpus().length} x ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, ` +
    `load average ${f(loadavg()[0]!, 1)}`,
);
if (!existsSync(options.db)) {
  mkdirSync(dirname(options.db), { recursive: true });
  console.log(`generating ${options.ideas} ideas into ${options.db}`);
  await generate({ ideas: options.ideas, target: options.db, log: (line) => console.log(line) });
}
const dir = mkdtempSync(join(tmpdir(), 'tof-similar-bench-'));
const file = join(dir, 'bench.db');
copyFileSync(options.db, file);

const config = loadConfig({
  DATABASE_URL: file,
  SEED_DEMO: '0',
  RATE_LIMIT: '0',
  LOG_LEVEL: 'warn',
  MAIL_OUTBOX_DIR: join(dir, 'outbox'),
  WEB_DIST_DIR: join(dir, 'no-web'),
});
let started = now();
const services = await createServices(config);
await services.similarIdeas.settled();
console.log(
  `one-off fill of the tables (0 when the file had them): ${f((now() - started) / 1000, 1)} s`,
);

// ------------------------------------------------------------------ create
const text = new TextGenerator(mulberry32(4242));
const posts: number[] = [];
const jobs: number[] = [];
const created: number[] = [];
let postingSlots = 0;
for (let i = 0; i < options.adds; i += 1) {
  if (options.pause > 0) await delay(options.pause);
  const fields = text.fields();
  const input = { ...text.idea(fields), fields, citations: [] };
  started = now();
  const idea = await createIdea(services, 1, input);
  posts.push(now() - started);
  started = now();
  await services.similarIdeas.settled();
  jobs.push(now() - started);
  created.push(idea.id);
  const card = (await cardOfIdea(services.db, idea.id))!;
  postingSlots += (await Postings.load(services.db, [card], false)).entriesOf(card);
}
const slotsPerJob = postingSlots / options.adds;
console.log(`create (the request's part: write + queue): ${describe(posts)}`);
console.log(`its job (score against every idea, write the lists): ${describe(jobs)}`);
console.log(`  rare-word posting entries read per job: ${f(slotsPerJob, 0)}`);

// ------------------------------------------------------------------ read
const reads: number[] = [];
const random = mulberry32(7);
for (let i = 0; i < 2000; i += 1) {
  const id = 1 + Math.floor(random() * options.ideas);
  started = now();
  await shownNeighbours(services.db, services.dialect, id);
  reads.push(now() - started);
}
console.log(`read top 3: ${describe(reads)}`);

// ------------------------------------------------------------------ remove
const removes: number[] = [];
for (const id of created.slice(0, 20)) {
  await queueSimilarityJob(services.db, id, 'remove');
  started = now();
  await services.similarIdeas.settled();
  removes.push(now() - started);
}
console.log(`withdrawal job (leave every list, search again below 3): ${describe(removes)}`);
await services.close();

// ------------------------------------------------------------------ model
const modelFile = join(dir, 'model.db');
const handle = openDatabase(modelFile);
await migrateToLatest(handle.db);
const blocks = Math.ceil(options.model / BLOCK_SLOTS);
const draw = mulberry32(99);
started = now();
for (let block = 0; block < blocks; block += 1) {
  const cards = new Uint8Array(BLOCK_SLOTS * CARD_BYTES);
  for (let i = 0; i < BLOCK_SLOTS; i += 1) {
    const count = () => 5 + Math.floor(draw() * 60);
    const mask = () => Math.floor(draw() * 2 ** 32) >>> 0;
    writeCard(cards, i, {
      id: block * BLOCK_SLOTS + i + 1,
      createdMs: Date.UTC(2024, 0, 1) + Math.floor(draw() * 7e10),
      fieldMask: 1 << Math.floor(draw() * ACADEMIC_FIELDS.length),
      sizes: [count(), count(), count(), count()] as SectionCounts,
      common: [mask(), mask(), mask(), mask()] as SectionCounts,
    });
  }
  await saveBlock(handle.db, { block, cards });
  const floors = new Float64Array(FLOOR_CHUNK_SLOTS).fill(1.5);
  for (let at = 0; at < BLOCK_SLOTS; at += FLOOR_CHUNK_SLOTS) {
    const chunk = (block * BLOCK_SLOTS + at) / FLOOR_CHUNK_SLOTS;
    await saveFloorChunks(handle.db, [{ chunk, floors: new Uint8Array(floors.buffer) }]);
  }
}
console.log(`model: ${options.model} cards written in ${f((now() - started) / 1000, 1)} s`);
// One rare word whose postings hold as many entries as a job reads at this size.
const subject = {
  id: options.model + 1,
  createdMs: Date.UTC(2025, 0, 1),
  fieldMask: 3,
  sizes: [8, 40, 40, 40] as SectionCounts,
  common: [0xff, 0xffff, 0xffff, 0xffff] as SectionCounts,
  rare: [[], ['modelled'], [], []] as [string[], string[], string[], string[]],
};
const modelSlots = Math.round(slotsPerJob * (options.model / options.ideas));
const termId = (await termIds(handle.db, [{ section: 1, word: 'modelled' }], true))
  .values()
  .next().value!;
for (let at = 0, chunk = 0; at < modelSlots; at += 4096, chunk += 1) {
  const packed = new Uint32Array(Math.min(4096, modelSlots - at));
  for (let i = 0; i < packed.length; i += 1) packed[i] = Math.floor(draw() * options.model);
  await savePostings(handle.db, [{ term_id: termId, chunk, slots: new Uint8Array(packed.buffer) }]);
}
const readMs: number[] = [];
const countMs: number[] = [];
const scanMs: number[] = [];
for (let run = 0; run < 5; run += 1) {
  started = now();
  const loaded = await loadBlocks(handle.db);
  readMs.push(now() - started);
  started = now();
  const postings = await Postings.load(handle.db, [subject], false);
  const counts = postings.countShared(subject, options.model);
  countMs.push(now() - started);
  started = now();
  rankAgainstAll(subject, loaded, counts, true);
  scanMs.push(now() - started);
}
const total = percentile(readMs, 50) + percentile(countMs, 50) + percentile(scanMs, 50);
console.log(
  `model at ${options.model} ideas, the job's growing parts (p50 of 5): read cards ${f(percentile(readMs, 50))} ms, ` +
    `read and count ${modelSlots} rare posting entries ${f(percentile(countMs, 50))} ms, scan ${f(percentile(scanMs, 50))} ms ` +
    `-> ${f(total)} ms per new idea, off the request (the request's part does not grow: see create above)`,
);
await handle.db.destroy();
rmSync(dir, { recursive: true, force: true });
