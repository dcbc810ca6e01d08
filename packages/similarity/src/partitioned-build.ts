import type { Arena } from './arena.js';
import { Corpus } from './corpus.js';
import type { SimilarityIdea } from './idea.js';
import { Neighbourhoods } from './neighbours.js';
import { Scanner } from './scan.js';
import {
  Index,
  prepare,
  type PreparedWithFingerprint,
  type SimilarityIndex,
  type SimilarityIndexOptions,
} from './similarity-index.js';

/**
 * What one part of a partitioned build needs: the corpus in flat arrays (so it
 * can cross to a worker thread) and the rows it owns.
 */
export interface PartitionTask {
  readonly commonWords: number;
  readonly depth: number;
  readonly size: number;
  readonly ids: Float64Array;
  readonly times: Float64Array;
  readonly fieldMasks: Int32Array;
  readonly fieldExtras: (Int32Array | null)[];
  readonly sizes: Int32Array;
  readonly commonSizes: Int32Array;
  readonly bits: Int32Array;
  readonly rare: { data: Int32Array; offsets: Int32Array; lengths: Int32Array };
  readonly postings: { data: Int32Array; offsets: Int32Array; lengths: Int32Array };
  /** Rows [from, to): each is scored against every slot below it. */
  readonly from: number;
  readonly to: number;
}

/** Every slot's best `depth` among the pairs this part scored. */
export interface PartitionResult {
  readonly slots: Int32Array;
  readonly scores: Float64Array;
  readonly lengths: Int32Array;
}

/** Runs one part: the kernel of `add`, on rows [from, to), against lower slots only. */
export function runPartition(task: PartitionTask): PartitionResult {
  const corpus = new Corpus(task.commonWords);
  Object.assign(corpus, {
    size: task.size,
    highWater: task.size,
    ids: task.ids,
    alive: new Uint8Array(task.size).fill(1),
    times: task.times,
    fieldMasks: task.fieldMasks,
    fieldExtras: task.fieldExtras,
    sizes: task.sizes,
    commonSizes: task.commonSizes,
    bits: task.bits,
  });
  Object.assign(corpus.rare, task.rare);
  Object.assign(corpus.postings, task.postings);
  const lists = new Neighbourhoods(
    task.depth,
    () => corpus.times,
    () => corpus.ids,
  );
  lists.ensureCapacity(task.size);
  // Until a list is full, every pair offered to it enters.
  lists.complete.fill(1);
  lists.floors.fill(-Infinity);
  const scanner = new Scanner(corpus, lists);
  for (let x = task.from; x < task.to; x += 1) scanner.rank(x, true, 0, ignore, true);
  return {
    slots: lists.slots.slice(0, task.size * task.depth),
    scores: lists.scores.slice(0, task.size * task.depth),
    lengths: lists.lengths.slice(0, task.size),
  };
}

/** Runs parts, in worker threads or in this thread (tests). */
export type PartitionRunner = (tasks: PartitionTask[]) => Promise<PartitionResult[]>;

export const runInThisThread: PartitionRunner = (tasks) => Promise.resolve(tasks.map(runPartition));

/**
 * A bulk build split into `parts` row ranges with equal numbers of pairs. Each
 * pair is scored in exactly one part, and each part keeps, for every idea, the
 * best matches among the pairs it scored; the best of those per idea is the
 * best overall, so the merge is exact.
 */
export async function buildPartitioned(
  ideas: Iterable<SimilarityIdea>,
  options: SimilarityIndexOptions,
  parts: number,
  run: PartitionRunner,
): Promise<SimilarityIndex> {
  const index = new Index(options);
  const latest = new Map<number, PreparedWithFingerprint>();
  for (const idea of ideas) latest.set(idea.id, prepare(idea));
  const all = [...latest.values()];
  index.promoteCommonWords(all);
  for (const idea of all) index.insertUnranked(idea);

  const { corpus } = index;
  const n = corpus.size;
  const bounds = Array.from({ length: parts + 1 }, (_, i) => Math.round(n * Math.sqrt(i / parts)));
  const shared = {
    commonWords: corpus.commonWordCapacity,
    depth: index.depth,
    size: n,
    ids: corpus.ids.slice(0, n),
    times: corpus.times.slice(0, n),
    fieldMasks: corpus.fieldMasks.slice(0, n),
    fieldExtras: corpus.fieldExtras.slice(0, n),
    sizes: corpus.sizes.slice(0, n * 4),
    commonSizes: corpus.commonSizes.slice(0, n * 4),
    bits: corpus.bits.slice(0, n * 4 * corpus.bitWords),
    rare: flat(corpus.rare),
    postings: flat(corpus.postings),
  };
  const tasks = bounds
    .slice(0, -1)
    .map((from, i) => ({ ...shared, from, to: bounds[i + 1]! }))
    .filter((task) => task.to > task.from);
  const results = await run(tasks);

  const { lists } = index;
  const depth = index.depth;
  const slots = new Int32Array(depth);
  const scores = new Float64Array(depth);
  const heads = new Int32Array(results.length);
  for (let owner = 0; owner < n; owner += 1) {
    heads.fill(0);
    let length = 0;
    while (length < depth) {
      let best = -1;
      for (let r = 0; r < results.length; r += 1) {
        const result = results[r]!;
        if (heads[r]! >= result.lengths[owner]!) continue;
        const at = owner * depth + heads[r]!;
        if (
          best < 0 ||
          lists.ranksBefore(result.scores[at]!, result.slots[at]!, scores[length]!, slots[length]!)
        ) {
          best = r;
          slots[length] = result.slots[at]!;
          scores[length] = result.scores[at]!;
        }
      }
      if (best < 0) break;
      heads[best]! += 1;
      length += 1;
    }
    lists.set(owner, slots, scores, length, length === n - 1);
  }
  corpus.trim();
  return index;
}

function flat(arena: Arena): { data: Int32Array; offsets: Int32Array; lengths: Int32Array } {
  return { data: arena.data, offsets: arena.offsets, lengths: arena.lengths };
}

function ignore(): void {}
