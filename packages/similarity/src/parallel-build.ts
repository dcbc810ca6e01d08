import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { SimilarityIdea } from './idea.js';
import {
  buildPartitioned,
  runInThisThread,
  type PartitionResult,
  type PartitionRunner,
} from './partitioned-build.js';
import type { SimilarityIndex, SimilarityIndexOptions } from './similarity-index.js';

export interface ParallelBuildOptions extends SimilarityIndexOptions {
  /** Worker threads; the machine's parallelism by default. 1 builds in this thread. */
  readonly threads?: number;
}

/**
 * The bulk build on several cores: the same index as `buildSimilarityIndex`,
 * with the all-pairs scoring split among worker threads. Worth it from some
 * ten thousand ideas; the threads each hold a copy of the words.
 */
export async function buildSimilarityIndexInParallel(
  ideas: Iterable<SimilarityIdea>,
  options: ParallelBuildOptions = {},
): Promise<SimilarityIndex> {
  const threads = Math.max(1, Math.floor(options.threads ?? availableParallelism()));
  return buildPartitioned(ideas, options, threads, threads === 1 ? runInThisThread : inWorkers);
}

const inWorkers: PartitionRunner = (tasks) =>
  Promise.all(
    tasks.map(
      (task) =>
        new Promise<PartitionResult>((resolve, reject) => {
          const worker = new Worker(new URL('./build-worker.js', import.meta.url), {
            workerData: task,
          });
          let result: PartitionResult | undefined;
          worker.once('message', (message: PartitionResult) => {
            result = message;
          });
          worker.once('error', reject);
          // Resolve on exit, when the thread and its copy of the corpus are gone.
          worker.once('exit', (code) => {
            if (result !== undefined) resolve(result);
            else reject(new Error(`Similarity build worker stopped with code ${code}`));
          });
        }),
    ),
  );
