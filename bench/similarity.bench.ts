/**
 * Similar ideas at scale: builds the index over N synthetic ideas and prints
 * the bulk build time, the memory of the index, read and add latencies, and
 * the same reads done by brute force (scoring every idea) in the same run.
 *
 *   pnpm -F @thisoneforfree/bench similarity            # N = 100000
 *   SIM_N=10000 pnpm -F @thisoneforfree/bench similarity
 *   pnpm -F @thisoneforfree/bench similarity -- 20000
 *
 * The ideas are synthetic but shaped like real ones: a title of 30-120
 * characters and three sections of 80-512 characters, written from a
 * vocabulary with a Zipf-like distribution (common English function words,
 * words of the idea's fields, general research words), 1-3 of the 14 fields
 * (Computer Science most common), creation dates over three years.
 */
import { ACADEMIC_FIELDS } from '@thisoneforfree/contracts';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import {
  buildSimilarityIndex,
  rankSimilar,
  restoreSimilarityIndex,
  type SimilarityIdea,
} from '@thisoneforfree/similarity';
import { buildSimilarityIndexInParallel } from '@thisoneforfree/similarity/parallel';
import { mulberry32, zipf } from './data/random.js';

const N = Number(
  process.argv.slice(2).find((arg) => /^\d+$/.test(arg)) ?? process.env.SIM_N ?? 100_000,
);
const ADDS = Number(process.env.SIM_ADDS ?? 200);
const READS = 20_000;
const BRUTE_READS = Number(process.env.SIM_BRUTE_READS ?? 10);
const REMOVES = Number(process.env.SIM_REMOVES ?? 100);
/** Worker threads for the bulk build; 1 builds in the main thread with `buildSimilarityIndex`. */
const THREADS = Number(process.env.SIM_THREADS ?? availableParallelism());

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

// ---------------------------------------------------------------- synthetic ideas
const random = mulberry32(20240501);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

const FUNCTION_WORDS = (
  'the of and to a in for is on that with by as we this are be from an or at it which can ' +
  'using into new how between these their our its such based more has have not but also both ' +
  'may than most other through over under across within while when whether would could ' +
  'should been each all any only very about after before during without where who what ' +
  'they them there then thus however because if so no one two three first use used'
).split(' ');
const SYLLABLES = (
  'ka ro mi ne tal ver sion gen bio chem phys met ric ana lyt cal quan tum neur al ' +
  'cell mol ecu lar sta tis tic eco nom soc ial cog ni tive hist or lit er ary eng ine ' +
  'med ic env iron ment struc ture dyn amic pro tein net work sys tem mod el data flu id ' +
  'ther mal opt ical graph ene pol ymer'
).split(' ');
function makeWord(): string {
  const parts = 2 + Math.floor(random() * 3);
  let word = '';
  for (let i = 0; i < parts; i += 1) word += pick(SYLLABLES);
  return word;
}
const VOCABULARY_SIZE = 60_000;
const vocabulary = [...new Set(Array.from({ length: VOCABULARY_SIZE * 1.3 }, makeWord))].slice(
  0,
  VOCABULARY_SIZE,
);
const FIELDS: readonly string[] = ACADEMIC_FIELDS;
const fieldDraw = zipf(random, FIELDS.length, 0.8);
const TOPIC_SIZE = 3000;
const topics = FIELDS.map(() => Array.from({ length: TOPIC_SIZE }, () => pick(vocabulary)));
const functionDraw = zipf(random, FUNCTION_WORDS.length, 1);
const generalDraw = zipf(random, vocabulary.length, 1.05);
const topicDraw = zipf(random, TOPIC_SIZE, 1);

function sentence(maxChars: number, topicsOfIdea: readonly (readonly string[])[]): string {
  const target = Math.min(maxChars, 30 + Math.floor(random() * (maxChars - 30)));
  const words: string[] = [];
  let length = 0;
  while (true) {
    const roll = random();
    let word =
      roll < 0.4
        ? FUNCTION_WORDS[functionDraw()]!
        : roll < 0.7
          ? pick(topicsOfIdea)[topicDraw()]!
          : vocabulary[generalDraw()]!;
    if (words.length === 0) word = word[0]!.toUpperCase() + word.slice(1);
    else if (random() < 0.06) word = word + (random() < 0.5 ? ',' : '.');
    if (length + word.length + 1 > target) break;
    words.push(word);
    length += word.length + 1;
  }
  return words.join(' ');
}

const START = Date.UTC(2022, 0, 1);
const SPAN = 3 * 365 * 24 * 3600 * 1000;
function makeIdeas(
  count: number,
  firstId: number,
  startMs: number,
  spanMs: number,
): SimilarityIdea[] {
  const times = Array.from({ length: count }, () => startMs + Math.floor(random() * spanMs)).sort(
    (a, b) => a - b,
  );
  return times.map((time, i) => {
    const fields = new Set<string>();
    const fieldCount = 1 + Math.floor(random() * 3);
    while (fields.size < fieldCount) fields.add(FIELDS[fieldDraw()]!);
    const topicsOfIdea = [...fields].map((field) => topics[FIELDS.indexOf(field)]!);
    return {
      id: firstId + i,
      title: sentence(120, topicsOfIdea),
      challenge: sentence(512, topicsOfIdea),
      approach: sentence(512, topicsOfIdea),
      impact: sentence(512, topicsOfIdea),
      fields: [...fields],
      createdAt: new Date(time),
    };
  });
}

// ---------------------------------------------------------------- measuring
function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
function ms(start: bigint): number {
  return Number(process.hrtime.bigint() - start) / 1e6;
}
function memory(): number {
  gc();
  gc();
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
}
const f = (value: number, digits = 2): string => value.toFixed(digits);
const mb = (bytes: number): string => `${f(bytes / 1024 / 1024, 1)} MB`;

console.log(
  `similarity bench: N = ${N} ideas, ${ADDS} adds, ${READS} reads, ${REMOVES} removes, ` +
    `${THREADS} build thread(s)`,
);
let start = process.hrtime.bigint();
const ideas = makeIdeas(N, 1, START, SPAN);
const newcomers = makeIdeas(ADDS, N + 1, START + SPAN - 30 * 86_400_000, 30 * 86_400_000);
console.log(`generated in ${f(ms(start) / 1000, 1)} s`);

const before = memory();
const loadBefore = loadavg()[0]!;
start = process.hrtime.bigint();
const cpuBefore = process.cpuUsage();
const index =
  THREADS > 1
    ? await buildSimilarityIndexInParallel(ideas, { threads: THREADS })
    : buildSimilarityIndex(ideas);
// The whole process's CPU time, worker threads included.
const buildCpuMs = process.cpuUsage(cpuBefore).user / 1000;
const buildMs = ms(start);
const indexBytes = memory() - before;
console.log(
  `bulk build on ${THREADS} thread(s): ${f(buildMs / 1000, 1)} s wall, ${f(buildCpuMs / 1000, 1)} s CPU ` +
    `(${f((buildCpuMs * 1e6) / ((N * (N - 1)) / 2), 0)} ns CPU per pair; ` +
    `load average ${f(loadBefore, 1)} -> ${f(loadavg()[0]!, 1)} on ${cpus().length} cores)`,
);
console.log(`index memory: ${mb(indexBytes)} (heap + array buffers, after GC)`);

const readTimes: number[] = [];
for (let i = 0; i < READS; i += 1) {
  const id = 1 + Math.floor(random() * N);
  const t = process.hrtime.bigint();
  index.topK(id, 3);
  readTimes.push(ms(t));
}

const byId = new Map(ideas.map((idea) => [idea.id, idea]));
const bruteTimes: number[] = [];
let mismatches = 0;
for (let i = 0; i < BRUTE_READS; i += 1) {
  const idea = byId.get(1 + Math.floor(random() * N))!;
  const t = process.hrtime.bigint();
  const expected = rankSimilar(idea, ideas, 3);
  bruteTimes.push(ms(t));
  if (JSON.stringify(expected) !== JSON.stringify(index.topK(idea.id, 3))) mismatches += 1;
}
const readP95 = percentile(readTimes, 95);
const bruteP50 = percentile(bruteTimes, 50);
console.log(
  `read top 3: p50 ${f(percentile(readTimes, 50), 4)} ms, p95 ${f(readP95, 4)} ms, ` +
    `p99 ${f(percentile(readTimes, 99), 4)} ms`,
);
console.log(
  `brute-force read (score every idea): p50 ${f(bruteP50)} ms, p95 ${f(percentile(bruteTimes, 95))} ms ` +
    `-> index is ${f(bruteP50 / Math.max(percentile(readTimes, 50), 1e-6), 0)}x faster at p50`,
);
console.log(`index answers equal brute force: ${BRUTE_READS - mismatches}/${BRUTE_READS}`);

const addTimes: number[] = [];
const addCpuBefore = process.cpuUsage();
for (const idea of newcomers) {
  const t = process.hrtime.bigint();
  index.add(idea);
  addTimes.push(ms(t));
}
const addCpuMs = process.cpuUsage(addCpuBefore).user / 1000;
console.log(
  `add one idea: p50 ${f(percentile(addTimes, 50))} ms, p95 ${f(percentile(addTimes, 95))} ms, ` +
    `max ${f(Math.max(...addTimes))} ms, mean CPU ${f(addCpuMs / ADDS)} ms ` +
    `(p95 is ${f(percentile(addTimes, 95) / bruteP50, 3)}x one brute-force read)`,
);
let addMismatches = 0;
for (const idea of newcomers.slice(0, 5)) {
  const expected = rankSimilar(idea, [...ideas, ...newcomers], 3);
  if (JSON.stringify(expected) !== JSON.stringify(index.topK(idea.id, 3))) addMismatches += 1;
}
console.log(`added ideas' answers equal brute force: ${5 - addMismatches}/5`);

const removeTimes: number[] = [];
for (let i = 0; i < REMOVES; i += 1) {
  const id = 1 + Math.floor(random() * N);
  const t = process.hrtime.bigint();
  index.remove(id);
  removeTimes.push(ms(t));
  byId.delete(id);
}
console.log(
  `remove one idea: p50 ${f(percentile(removeTimes, 50))} ms, p95 ${f(percentile(removeTimes, 95))} ms`,
);

const remaining = [...byId.values(), ...newcomers];
start = process.hrtime.bigint();
const snapshot = JSON.stringify(index.serialize());
const serializeMs = ms(start);
start = process.hrtime.bigint();
const restored = restoreSimilarityIndex(JSON.parse(snapshot) as never, remaining);
const restoreMs = ms(start);
let restoreMismatches = 0;
for (let i = 0; i < 1000; i += 1) {
  const id = remaining[Math.floor(random() * remaining.length)]!.id;
  if (JSON.stringify(restored.topK(id, 3)) !== JSON.stringify(index.topK(id, 3)))
    restoreMismatches += 1;
}
console.log(
  `serialize + JSON: ${f(serializeMs)} ms (${mb(snapshot.length)}); restore from it: ` +
    `${f(restoreMs / 1000, 1)} s (${f(buildMs / restoreMs, 1)}x faster than the bulk build); ` +
    `answers equal: ${1000 - restoreMismatches}/1000`,
);
console.log(
  `targets: read p95 <= 1 ms: ${readP95 <= 1 ? 'met' : 'MISSED'}; add p95 <= 150 ms: ` +
    `${percentile(addTimes, 95) <= 150 ? 'met' : 'MISSED'}; build <= 600 s: ` +
    `${buildMs <= 600_000 ? 'met' : 'MISSED'}; memory <= 150 MB: ${indexBytes <= 150 * 1024 * 1024 ? 'met' : 'MISSED'}`,
);
