// The worker thread of `buildSimilarityIndexInParallel`: runs one part.
import { parentPort, workerData } from 'node:worker_threads';
import { runPartition, type PartitionTask } from './partitioned-build.js';

const result = runPartition(workerData as PartitionTask);
parentPort!.postMessage(result, [
  result.slots.buffer as ArrayBuffer,
  result.scores.buffer as ArrayBuffer,
  result.lengths.buffer as ArrayBuffer,
]);
