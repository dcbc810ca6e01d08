import { LIMITS } from '@thisoneforfree/contracts';

export interface ForgotPasswordSearch {
  /** What the Login tab's username field held, to start from. */
  username?: string;
}

/** `?username=` of /forgot-password: any text up to an email address's length, else nothing. */
export function validateForgotSearch(search: Record<string, unknown>): ForgotPasswordSearch {
  const { username } = search;
  return typeof username === 'string' && username.trim() && username.length <= LIMITS.emailMax
    ? { username: username.trim() }
    : {};
}
