import { type CitationInput, ideaInput } from '@thisoneforfree/contracts';
import { DAY_MS, HOUR_MS } from '../lib/time.js';
import type { Services } from '../services/context.js';
import { createIdea } from '../services/ideas/create.js';
import { idOf } from './random.js';
import { IDEAS, REFERENCES } from './seed-data.js';

/**
 * The demo ideas through the real create service (so the search index, the
 * aggregates and the similar-ideas index are what the app would write),
 * oldest first, so ids follow dates and every internal citation points to an
 * idea that exists.
 */
export async function createIdeas(
  ctx: Services,
  users: Map<string, number>,
  now: number,
  random: () => number,
): Promise<Map<string, number>> {
  const ideas = new Map<string, number>();
  const ordered = [...IDEAS].sort((a, b) => b.daysAgo - a.daysAgo);
  for (const idea of ordered) {
    const citations: CitationInput[] = [
      ...(idea.inspiredBy ?? []).map((key) => ({
        type: 'internal' as const,
        internalId: idOf(ideas, key, 'earlier idea (cite only older ideas)'),
      })),
      ...(idea.references ?? []).map((key) => {
        const reference = REFERENCES[key];
        if (!reference) throw new Error(`Demo seed: unknown reference "${key}"`);
        return { type: 'external' as const, externalData: reference };
      }),
    ];
    const input = ideaInput.parse({
      title: idea.title,
      challenge: idea.challenge,
      approach: idea.approach,
      impact: idea.impact,
      fields: idea.fields,
      citations,
    });
    // Posted at some time of that day, not all at the same minute.
    const createdAt = new Date(
      now - idea.daysAgo * DAY_MS - Math.floor(random() * 10 * HOUR_MS),
    ).toISOString();
    const created = await createIdea(ctx, idOf(users, idea.author, 'author'), input, { createdAt });
    ideas.set(idea.key, created.id);
  }
  return ideas;
}
