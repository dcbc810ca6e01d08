import { buildSimilarityIndex } from '@thisoneforfree/similarity';
import type { SimilarityIdea } from '@thisoneforfree/similarity';
// ---------------------------------------------------------------- synthetic ideas
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = mulberry32(20240501);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

/** Draws indices 0..n-1 with probability proportional to 1 / (rank + 1)^s. */
function zipf(n: number, s: number): () => number {
  const cdf = new Float64Array(n);
  let sum = 0;
  for (let r = 0; r < n; r += 1) {
    sum += 1 / Math.pow(r + 1, s);
    cdf[r] = sum;
  }
  return () => {
    const target = random() * sum;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (cdf[mid]! < target) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

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
const FIELDS = [
  'Computer Science', 'Physics', 'Mathematics', 'Biology', 'Chemistry', 'Psychology',
  'Sociology', 'Economics', 'Philosophy', 'Literature', 'History', 'Engineering', 'Medicine',
  'Environmental Science',
];
const fieldDraw = zipf(FIELDS.length, 0.8);
const TOPIC_SIZE = 3000;
const topics = FIELDS.map(() => Array.from({ length: TOPIC_SIZE }, () => pick(vocabulary)));
const functionDraw = zipf(FUNCTION_WORDS.length, 1);
const generalDraw = zipf(vocabulary.length, 1.05);
const topicDraw = zipf(TOPIC_SIZE, 1);

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
function makeIdeas(count: number, firstId: number, startMs: number, spanMs: number): SimilarityIdea[] {
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
const N = Number(process.env.SIM_N ?? 10000);
const ideas = makeIdeas(N, 1, START, SPAN);
for (const cw of [0, 64, 128, 256, 512]) {
  const t = Date.now();
  buildSimilarityIndex(ideas, { commonWords: cw });
  const ms = Date.now() - t;
  console.log(`commonWords ${cw}: ${ms} ms, ${(ms * 1e6 / (N * N / 2)).toFixed(0)} ns/pair`);
}
