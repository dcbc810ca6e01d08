// A worker thread's entry when the server runs from its TypeScript sources
// (vitest, `tsx watch`): Node 20 does not pass a parent's module hooks on to a
// worker, so this registers tsx's here and then imports the real entry, whose
// URL comes in workerData.entry. The built server starts its .js entries directly.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
