import type { Services } from '../services/context.js';
import { addFavorite } from '../services/favorites.js';
import { rateIdea } from '../services/ratings.js';
import { idOf, pick } from './random.js';
import { DEMO_ACCOUNT, DEMO_FAVORITES, IDEAS, RESEARCHERS } from './seed-data.js';

/** Researchers and the demo user may rate and favorite; the admin and the spammer do not. */
function raters(users: Map<string, number>): string[] {
  return [...RESEARCHERS.map((r) => r.username), DEMO_ACCOUNT.username].filter((name) =>
    users.has(name),
  );
}

const clampScore = (value: number) => Math.min(10, Math.max(1, Math.round(value)));

/** Several ratings per idea around its appeal; the newest ideas have few or none yet. */
export async function rateIdeas(
  ctx: Services,
  users: Map<string, number>,
  ideas: Map<string, number>,
  random: () => number,
): Promise<number> {
  let count = 0;
  for (const idea of IDEAS) {
    const candidates = raters(users).filter((name) => name !== idea.author);
    const howMany = idea.daysAgo < 10 ? Math.floor(random() * 2) : 2 + Math.floor(random() * 7);
    for (const rater of pick(candidates, howMany, random)) {
      await rateIdea(ctx, idOf(users, rater, 'rater'), idOf(ideas, idea.key, 'idea'), {
        relevance: clampScore(idea.appeal.impact + random() * 4 - 2),
        difficulty: clampScore(idea.appeal.feasibility + random() * 4 - 2),
      });
      count += 1;
    }
  }
  return count;
}

/** Each researcher keeps a few favorites, drawn towards high-impact ideas; the demo user's are fixed. */
export async function addFavorites(
  ctx: Services,
  users: Map<string, number>,
  ideas: Map<string, number>,
  random: () => number,
): Promise<number> {
  let count = 0;
  for (const name of raters(users)) {
    const userId = idOf(users, name, 'user');
    let keys: string[];
    if (name === DEMO_ACCOUNT.username) {
      keys = DEMO_FAVORITES;
    } else {
      const others = IDEAS.filter((idea) => idea.author !== name);
      // A weighted draw: an impact-9 idea is more than twice as likely as an impact-5 one.
      const weighted = others.flatMap((idea) =>
        Array<string>(Math.max(1, idea.appeal.impact - 2)).fill(idea.key),
      );
      keys = [...new Set(pick(weighted, 2 + Math.floor(random() * 6), random))];
    }
    for (const key of keys) {
      await addFavorite(ctx, userId, idOf(ideas, key, 'favorite idea'));
      count += 1;
    }
  }
  return count;
}
