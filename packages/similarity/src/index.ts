export { tokenize, MIN_WORD_LENGTH } from './tokenize.js';
export {
  SECTIONS,
  SECTION_WEIGHTS,
  SHARED_FIELD_POINTS,
  SAME_WEEK_POINTS,
  SEVEN_DAYS_MS,
  type Section,
  type SimilarityIdea,
} from './idea.js';
export { MAX_SCORE, jaccard, score, type ScoreParts, type SimilarityScore } from './score.js';
export { fingerprint } from './fingerprint.js';
export { rankSimilar } from './rank.js';
export {
  buildSimilarityIndex,
  createSimilarityIndex,
  type SerializedIdea,
  type SerializedSimilarityIndex,
  type SimilarIdea,
  type SimilarityIndex,
  type SimilarityIndexOptions,
} from './similarity-index.js';
export { restoreSimilarityIndex } from './snapshot.js';
// buildSimilarityIndexInParallel needs node:worker_threads; it lives in the
// '@thisoneforfree/similarity/parallel' entry so this one runs anywhere.
