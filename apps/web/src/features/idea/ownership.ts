import type { Idea, User } from '@thisoneforfree/contracts';

/** Whether `user` may edit or withdraw the idea: its author, or an admin (the server checks the same). */
export function canChangeIdea(user: User | null, idea: Pick<Idea, 'userId'>): boolean {
  return user !== null && (user.id === idea.userId || user.isAdmin === 1);
}
