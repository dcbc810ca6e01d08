import { generateToken, hashToken } from '../../lib/tokens.js';
import { isoFromNow, isoNow } from '../../runtime/clock.js';
import type { Services } from '../context.js';

/**
 * The links this site emails (verifying an address, resetting a password,
 * confirming a new address) work alike: a random token in the link, only
 * its hash stored with an expiry, and an email that greets, says what the
 * link is for, gives it, and says how long it works.
 */

export interface NewLinkToken {
  /** Goes into the emailed link only; never stored or logged. */
  token: string;
  /** What the link's table stores: the token's hash, its expiry and creation time. */
  stored: { tokenHash: string; expiresAt: string; createdAt: string };
}

export function newLinkToken(ctx: Services, ttlMs: number): NewLinkToken {
  const token = generateToken();
  return {
    token,
    stored: {
      tokenHash: hashToken(token),
      expiresAt: isoFromNow(ctx.clock, ttlMs),
      createdAt: isoNow(ctx.clock),
    },
  };
}

/** An emailed link's text: the greeting, what the link is for, the link, then what to know. */
export function linkEmailText(name: string, lead: string, link: string, after: string[]): string {
  return [`Hello ${name},`, '', lead, link, '', ...after].join('\n');
}
