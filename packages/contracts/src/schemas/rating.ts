import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { MESSAGES } from '../messages.js';

const score = z
  .number(MESSAGES.validation.ratingRange)
  .int(MESSAGES.validation.ratingRange)
  .min(LIMITS.ratingMin, MESSAGES.validation.ratingRange)
  .max(LIMITS.ratingMax, MESSAGES.validation.ratingRange);

/** relevance is shown as Impact, difficulty as Feasibility (SPEC §3). */
export const ratingInput = z.object({ relevance: score, difficulty: score });
export type RatingInput = z.input<typeof ratingInput>;
