import { ACADEMIC_FIELDS, ideaEditInput, ideaInput } from '@thisoneforfree/contracts';
import { rankSimilar, type SimilarityIdea } from '@thisoneforfree/similarity';
import { describe, expect, test } from 'vitest';
import { mulberry32 } from '../src/seed/random.js';
import { createIdea } from '../src/services/ideas/create.js';
import { editIdea } from '../src/services/ideas/edit.js';
import { similarIdeas } from '../src/services/ideas/similar.js';
import { withdrawIdea } from '../src/services/ideas/withdraw.js';
import { createAdmin, createUser, type TestUser, useTestApp } from './helper.js';

// Similar ideas through the real writes of the app (createIdea, editIdea,
// withdrawIdea: their transactions queue the jobs, as a request would), read
// through the real read (similarIdeas), against brute force: after any
// sequence of creates, edits and withdrawals, each idea's answer is SPEC §5's
// top 3 among the ideas that are not withdrawn, and a withdrawn idea never
// appears, not even before the job that takes it out of the lists has run.
// test/similar-ideas-table.test.ts checks the stored lists themselves.

const ctx = useTestApp();

const WORDS = 'the and for cell cells model quantum coral river data graph soil'.split(' ');
const DAY = 86_400_000;
const START = Date.UTC(2024, 0, 1);

type LiveIdea = SimilarityIdea & { createdAt: string };

/** The ideas not withdrawn, and those withdrawn, across the tests of this file (one database). */
const live = new Map<number, LiveIdea>();
const withdrawn = new Set<number>();
/** Who writes every idea, and the admin who may change them too. */
let authorOfAll: TestUser | undefined;
let adminOfAll: TestUser | undefined;

function textMaker(next: () => number) {
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  // At least one word: an idea's texts are required.
  const text = (max: number) =>
    Array.from({ length: 1 + Math.floor(next() * max) }, () => pick(WORDS)).join(' ');
  return () => ({
    title: text(3),
    challenge: text(6),
    approach: text(5),
    impact: text(4),
    fields: [...new Set([pick(ACADEMIC_FIELDS.slice(0, 3)), pick(ACADEMIC_FIELDS.slice(0, 3))])],
    citations: [],
  });
}

describe('similar ideas through the services', () => {
  test.each([4, 5, 6])(
    'equal brute force over random creates, edits and withdrawals (seed %i)',
    async (seed) => {
      const services = ctx.app.services;
      const author = (authorOfAll ??= await createUser(ctx));
      const admin = (adminOfAll ??= await createAdmin(ctx));
      const authorRow = { id: author.user.id, is_admin: 0 };
      const adminRow = { id: admin.user.id, is_admin: 1 };
      const next = mulberry32(seed);
      const makeTexts = textMaker(next);

      /** No answer holds a withdrawn idea, whether or not the jobs have run. */
      const expectNoWithdrawn = async () => {
        for (const id of live.keys()) {
          const answer = await similarIdeas(services, id);
          for (const card of answer) expect(withdrawn.has(card.id)).toBe(false);
        }
      };

      const expectExact = async () => {
        await services.similarIdeas.settled();
        const all = [...live.values()];
        for (const idea of all) {
          const answer = await similarIdeas(services, idea.id);
          const expected = rankSimilar(idea, all, 3);
          expect(answer.map((card) => [card.id, card.score])).toEqual(
            expected.map((match) => [match.id, match.score]),
          );
        }
        for (const id of withdrawn) expect(await similarIdeas(services, id)).toEqual([]);
      };

      for (let step = 0; step < 45; step += 1) {
        const roll = next();
        const ids = [...live.keys()];
        if (roll < 0.2 && ids.length > 3) {
          const id = ids[Math.floor(next() * ids.length)]!;
          await withdrawIdea(services, next() < 0.5 ? authorRow : adminRow, id);
          live.delete(id);
          withdrawn.add(id);
          await expectNoWithdrawn();
        } else if (roll < 0.45 && ids.length > 0) {
          const id = ids[Math.floor(next() * ids.length)]!;
          const input = ideaEditInput.parse(makeTexts());
          await editIdea(services, next() < 0.8 ? authorRow : adminRow, id, input);
          live.set(id, { ...live.get(id)!, ...input });
        } else {
          const createdAt = new Date(START + Math.floor(next() * 20) * DAY).toISOString();
          const input = ideaInput.parse(makeTexts());
          const idea = await createIdea(services, author.user.id, input, { createdAt });
          live.set(idea.id, { id: idea.id, ...input, createdAt });
        }
        if (step % 6 === 5) await expectExact();
      }
      await expectExact();
    },
  );
});
