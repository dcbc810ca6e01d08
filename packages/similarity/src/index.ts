export { tokenize, MIN_WORD_LENGTH } from './tokenize.js';
export {
  SECTIONS,
  SECTION_WEIGHTS,
  SHARED_FIELD_POINTS,
  SAME_WEEK_POINTS,
  SEVEN_DAYS_MS,
  createdAtMs,
  type Section,
  type SimilarityIdea,
} from './idea.js';
export { MAX_SCORE, jaccard, score, type ScoreParts, type SimilarityScore } from './score.js';
export { rankSimilar, type SimilarIdea } from './rank.js';
export { ranksBefore, TopList, type RankKey } from './ranking.js';
export {
  CARD_BYTES,
  COMMON_WORDS,
  cardCount,
  clearCard,
  ideaCard,
  readCard,
  scanCards,
  writeCard,
  type CardBlock,
  type IdeaCard,
  type SectionCounts,
} from './cards.js';
